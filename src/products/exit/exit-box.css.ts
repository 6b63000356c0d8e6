import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The ways out of a position or product: one card per way, its figures as a term list. */
export const box = style({ margin: '8px 0 12px', fontSize: '13px' });
export const title = style({ margin: '0 0 6px', fontSize: '14px', fontWeight: 600 });
export const ways = style({ display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });
export const way = style({
  padding: '8px 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const wayName = style({ display: 'block', fontWeight: 600, marginBottom: '4px' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
  gap: '3px 12px',
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const local = style({ display: 'block', color: vars.color.textMuted });
