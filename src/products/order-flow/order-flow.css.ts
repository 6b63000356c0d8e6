import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const title = style({ margin: '0 0 10px', fontSize: '15px' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '8px 16px',
  margin: '0 0 12px',
  fontSize: '14px',
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const countdown = style({ fontWeight: 700, selectors: { '&[data-low=true]': { color: vars.color.negative } } });
export const actions = style({
  display: 'flex',
  gap: '10px',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  marginTop: '8px',
});
export const compare = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr 1fr',
  gap: '6px 12px',
  fontSize: '14px',
  margin: '0 0 12px',
  fontVariantNumeric: 'tabular-nums',
});
export const compareHead = style({ color: vars.color.textMuted, fontWeight: 600 });
export const before = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const links = style({ display: 'flex', gap: '16px', flexWrap: 'wrap', margin: '8px 0' });
export const progress = style({ margin: '0 0 8px', fontSize: '13px', color: vars.color.textMuted });
/** A family's note under a review (where claimed yield goes). */
export const note = style({ margin: '8px 0', fontSize: '13px', color: vars.color.textMuted });
