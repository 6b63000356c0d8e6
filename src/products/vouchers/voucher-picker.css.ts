import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: '10px 12px',
  margin: '0 0 14px',
  minWidth: 0,
});
export const legend = style({ padding: '0 4px', fontSize: '14px', fontWeight: 600 });
export const list = style({ display: 'grid', gap: '6px', margin: 0, padding: 0, listStyle: 'none' });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '8px',
  padding: '8px',
  borderRadius: vars.radius.sm,
  fontSize: '14px',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: brandVars.accentSoft },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
export const radio = style({ marginTop: '3px', flex: 'none' });
export const body = style({ display: 'grid', gap: '2px', minWidth: 0, flex: 1 });
export const title = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: '12px', color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const badge = style({
  flex: 'none',
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  border: `1px solid ${vars.color.line}`,
});
export const badgeUnused = style({ color: vars.color.positive, borderColor: vars.color.positive });
export const badgeUsing = style({ color: vars.color.focus, borderColor: vars.color.focus });
export const effect = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  marginTop: '8px',
  fontSize: '14px',
});
export const effectValue = style({
  fontWeight: 700,
  color: vars.color.positive,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
