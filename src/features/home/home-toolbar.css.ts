import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px 16px',
  marginBottom: '16px',
});

export const field = style({ display: 'grid', gap: '4px', fontSize: '13px', fontWeight: 600 });
export const searchField = style([field, { flex: '1 1 220px', maxWidth: '320px', '@media': { [media.phone]: { maxWidth: 'none', flexBasis: '100%' } } }]);

const control = {
  height: '40px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: '15px',
  fontFamily: 'inherit',
  padding: '0 10px',
} as const;

export const input = style({ ...control, width: '100%', fontWeight: 400 });
export const select = style({ ...control, minWidth: '150px', fontWeight: 400 });

export const segmented = style({ display: 'inline-flex', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm, overflow: 'hidden', margin: 0, padding: 0 });
export const segmentLegend = style({ padding: 0, marginBottom: '4px', fontSize: '13px', fontWeight: 600 });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const segment = style({ position: 'relative', display: 'inline-flex' });
export const segmentInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });
export const segmentLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '38px',
  padding: '0 12px',
  fontSize: '14px',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    [`${segmentInput}:checked + &`]: { background: brandVars.accentSoft, fontWeight: 700 },
    [`${segmentInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: '8px', height: '40px', fontSize: '14px', cursor: 'pointer' });

export const summary = style({ display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap', minHeight: '32px', marginBottom: '8px', color: vars.color.textMuted, fontSize: '14px' });
export const clear = style({ border: 'none', background: 'none', color: vars.color.focus, cursor: 'pointer', fontSize: '14px', padding: '4px', textDecoration: 'underline' });
