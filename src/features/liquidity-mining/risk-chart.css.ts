import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const figure = style({
  margin: 0,
  padding: '8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const svg = style({
  display: 'block',
  width: '100%',
  maxWidth: '480px',
  height: 'auto',
  margin: '0 auto',
  overflow: 'visible',
});
export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1, fill: 'none' });
export const equity = style({ stroke: brandVars.accent, strokeWidth: 2.5, fill: 'none', strokeLinejoin: 'round' });
export const margin = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '5 4' });
export const danger = style({ fill: vars.color.negative, opacity: 0.1 });
export const line = style({ stroke: vars.color.negative, strokeWidth: 1.5, strokeDasharray: '4 3' });
export const spot = style({ stroke: vars.color.text, strokeWidth: 1, strokeDasharray: '2 3' });
export const muted = style({ fill: vars.color.textMuted, fontSize: '10px' });
export const warn = style({ fill: vars.color.negative, fontSize: '10px', fontWeight: 600 });
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%', marginTop: '8px', position: 'relative' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '13px',
  fontVariantNumeric: 'tabular-nums',
});
export const cell = style({
  padding: '4px 6px',
  borderBottom: `1px solid ${vars.color.line}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
export const caption = style({
  fontSize: '13px',
  color: vars.color.textMuted,
  textAlign: 'start',
  padding: '4px 0',
  captionSide: 'top',
});
