import { style, styleVariants } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const figure = style({
  margin: '12px 0',
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
  color: vars.color.text,
  overflow: 'visible',
});
export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1, fill: 'none' });
export const line = style({ stroke: brandVars.accent, strokeWidth: 2.5, fill: 'none', strokeLinejoin: 'round' });
export const jump = style({ stroke: brandVars.accent, strokeWidth: 1.5, strokeDasharray: '3 3', fill: 'none' });
export const guide = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '5 4' });
export const band = styleVariants({
  gain: { fill: vars.color.positive, opacity: 0.1 },
  loss: { fill: vars.color.negative, opacity: 0.1 },
  neutral: { fill: vars.color.textMuted, opacity: 0.08 },
});
export const marker = styleVariants({
  level: { stroke: vars.color.warning, strokeWidth: 1.5, strokeDasharray: '4 3' },
  spot: { stroke: vars.color.text, strokeWidth: 1, strokeDasharray: '2 3' },
});
export const probe = style({ fill: brandVars.accent, stroke: vars.color.surface, strokeWidth: 2 });
export const label = style({ fill: vars.color.text, fontSize: '10px' });
export const muted = style({ fill: vars.color.textMuted, fontSize: '10px' });
export const slider = style({ width: '100%', margin: '8px 0 4px', accentColor: brandVars.accent });
export const readout = style({
  margin: '0 0 8px',
  fontSize: '14px',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
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
