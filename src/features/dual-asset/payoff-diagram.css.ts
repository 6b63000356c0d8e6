import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const figure = style({
  margin: '12px 0',
  padding: '8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const svg = style({
  display: 'block',
  width: '100%',
  maxWidth: '440px',
  height: 'auto',
  margin: '0 auto',
  color: vars.color.text,
  overflow: 'visible',
});
export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1, fill: 'none' });
export const payoff = style({ stroke: brandVars.accent, strokeWidth: 2.5, fill: 'none', strokeLinejoin: 'round' });
export const target = style({ stroke: vars.color.warning, strokeWidth: 1.5, strokeDasharray: '4 3' });
export const spot = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '2 3' });
export const regionBase = style({ fill: vars.color.positive, opacity: 0.08 });
export const regionQuote = style({ fill: brandVars.accent, opacity: 0.08 });
export const label = style({ fill: vars.color.text, fontSize: '10px' });
export const muted = style({ fill: vars.color.textMuted, fontSize: '10px' });
export const caption = style({ fontSize: '13px', color: vars.color.textMuted, marginTop: '4px' });
