import { style } from '@vanilla-extract/css';
import { brandVars, vars } from './theme.css';

/** An on/off switch drawn on a `<button role="switch" aria-checked>`; the knob follows the reading direction. */
export const switchButton = style({
  position: 'relative',
  flex: 'none',
  width: '44px',
  height: '24px',
  borderRadius: vars.radius.pill,
  // textMuted keeps the off state's outline at 3:1 against the page (WCAG non-text contrast).
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&[aria-checked=true]': { background: brandVars.accent, borderColor: brandVars.accent },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '2px',
      insetInlineStart: '2px',
      width: '18px',
      height: '18px',
      borderRadius: '50%',
      background: '#ffffff',
      boxShadow: '0 1px 2px rgba(0,0,0,0.4)',
      transition: 'inset-inline-start 120ms',
    },
    '&[aria-checked=true]::after': { insetInlineStart: '22px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
