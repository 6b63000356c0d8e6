import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The list pages of the quoted families (discount buy, structured, double-win, smart leverage): intro bar,
 * filters, plan cards. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '8px 16px',
  margin: '0 0 12px',
});
export const intro = style({ margin: 0, fontSize: '14px', color: vars.color.textMuted, maxWidth: '60ch' });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  margin: '0 0 16px',
  alignItems: 'end',
});
export const filter = style({
  display: 'grid',
  gap: '4px',
  fontSize: '13px',
  color: vars.color.textMuted,
  minWidth: 0,
});
export const select = style({
  minHeight: '36px',
  padding: '4px 8px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '14px',
});
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: '12px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'grid',
  gap: '10px',
  alignContent: 'start',
  padding: '14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  selectors: { '&[data-stale=true]': { opacity: 0.6 } },
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px',
  margin: 0,
  fontSize: '16px',
});
export const tag = style({
  padding: '1px 8px',
  borderRadius: '999px',
  fontSize: '12px',
  fontWeight: 700,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.textMuted,
});
export const vip = style({
  padding: '1px 8px',
  borderRadius: '999px',
  fontSize: '12px',
  fontWeight: 700,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
});
/** Term / value pairs; `<div>` wrappers (as the wallet's fact components write them) are transparent. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '4px 12px',
  margin: 0,
  fontSize: '14px',
});
export const term = style({ color: vars.color.textMuted });
export const value = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const positive = style({ color: vars.color.positive });
export const strong = style({ color: vars.color.positive, fontWeight: 700 });
export const rule = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted });
export const skeletons = style({ display: 'grid', gap: '8px' });
export const help = style({ margin: '12px 0 0', fontSize: '13px', color: vars.color.textMuted });
globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dd`, {
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
