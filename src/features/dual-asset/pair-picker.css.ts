import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const picker = style({ display: 'grid', gap: '16px', margin: '0 0 16px' });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: '8px', fontWeight: 600, fontSize: '14px' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '40px',
  padding: '0 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': { borderColor: brandVars.accent, background: brandVars.accentSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });
export const directions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '8px',
  '@media': { [media.small]: { gridTemplateColumns: '1fr' } },
});
export const direction = style([
  chip,
  {
    display: 'grid',
    alignItems: 'start',
    gap: '2px',
    padding: '10px 14px',
    borderRadius: vars.radius.md,
    selectors: { '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' } },
  },
]);
export const directionHint = style({ fontWeight: 400, fontSize: '13px', color: vars.color.textMuted });
