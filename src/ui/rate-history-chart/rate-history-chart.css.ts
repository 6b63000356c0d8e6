import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const figure = style({
  margin: '12px 0',
  padding: '8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '8px',
  flexWrap: 'wrap',
  margin: '0 0 6px',
});
export const title = style({ margin: 0, fontSize: '14px', fontWeight: 600 });
/** Rates on the left, the line, times under it; time runs left to right in every language. */
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: '80px auto',
  columnGap: '8px',
  direction: 'ltr',
});
export const rates = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: '11px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  selectors: { '&[data-flat=true]': { justifyContent: 'center' } },
});
export const svg = style({
  display: 'block',
  width: '100%',
  height: '80px',
  borderBottom: `1px solid ${vars.color.line}`,
  overflow: 'visible',
});
export const line = style({ stroke: brandVars.accent, strokeWidth: 2, fill: 'none', strokeLinejoin: 'round' });
export const times = style({
  gridColumn: '2',
  display: 'flex',
  justifyContent: 'space-between',
  gap: '8px',
  fontSize: '11px',
  color: vars.color.textMuted,
  marginTop: '2px',
});
export const summary = style({
  margin: '6px 0 0',
  fontSize: '12px',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
