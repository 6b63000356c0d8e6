import { style } from '@vanilla-extract/css';
import { brandVars, vars } from './theme.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: '4px' });
export const option = style({
  minHeight: '32px',
  padding: '4px 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '13px',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed=true]': {
      background: brandVars.accent,
      borderColor: brandVars.accent,
      color: brandVars.accentText,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
/** The small size, for a chart inside a dialog. */
export const small = style({ minHeight: '24px', padding: '2px 8px', fontSize: '12px' });
