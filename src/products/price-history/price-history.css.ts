import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const panel = style({
  margin: '16px 0',
  padding: '12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 12px',
  justifyContent: 'space-between',
});
export const title = style({ margin: 0, fontSize: '16px', fontWeight: 600 });
export const hitRates = style({ margin: '8px 0 0', fontSize: '13px', color: vars.color.textMuted });
