import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const tabs = style({
  display: 'flex',
  gap: '4px',
  marginBottom: '16px',
  borderBottom: `1px solid ${vars.color.line}`,
  overflowX: 'auto',
});
export const tab = style({
  padding: '10px 14px',
  fontSize: '15px',
  fontWeight: 600,
  textDecoration: 'none',
  color: vars.color.textMuted,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-current=page]': { color: vars.color.text, borderBottomColor: brandVars.accent } },
});
