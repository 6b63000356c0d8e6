import { style } from '@vanilla-extract/css';
import { brandVars, vars } from './theme.css';

export const track = style({
  display: 'block',
  width: '100%',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: brandVars.accent,
});

export const full = style({ background: vars.color.textMuted });
