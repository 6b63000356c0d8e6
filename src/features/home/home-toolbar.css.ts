import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

/** The term choice: chips that wrap onto a second row when the words are long (kk, fil, fr, vi, ka at 320-375 px). */
export const segmented = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px',
  maxWidth: '100%',
  margin: 0,
  padding: 0,
});
export const segmentLegend = style({ padding: 0, marginBottom: '4px', fontSize: '13px', fontWeight: 600 });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const segment = style({ position: 'relative', display: 'inline-flex' });
export const segmentInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });
export const segmentLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '38px',
  padding: '0 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  fontSize: '14px',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    [`${segmentInput}:checked + &`]: { background: brandVars.accentSoft, fontWeight: 700 },
    [`${segmentInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '40px',
  fontSize: '14px',
  cursor: 'pointer',
});
