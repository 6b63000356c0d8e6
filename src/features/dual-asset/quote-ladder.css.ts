import { style } from '@vanilla-extract/css';
import { media } from '@/ui/breakpoints';
import { brandVars, vars } from '@/ui/theme.css';

export const scroller = style({
  overflowX: 'auto',
  // The containing block of the cells' visually hidden text: without it that text escapes the scroll box and
  // widens the page on phones.
  position: 'relative',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-stale=true]': { borderStyle: 'dashed' } },
});
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '14px',
  minWidth: '560px',
  '@media': { [media.phone]: { minWidth: '480px' } },
});
export const caption = style({ margin: '0 0 6px', color: vars.color.textMuted, fontSize: '13px' });
export const colHead = style({
  padding: '10px 8px',
  textAlign: 'center',
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.line}`,
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'bottom',
});
export const corner = style([
  colHead,
  { textAlign: 'start', position: 'sticky', insetInlineStart: 0, background: vars.color.bg, zIndex: 1 },
]);
export const distance = style({
  display: 'block',
  fontWeight: 400,
  fontSize: '12px',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const rowHead = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.bg,
  padding: '10px 12px',
  textAlign: 'start',
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.line}`,
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { whiteSpace: 'normal', minWidth: '104px', padding: '8px' } },
  // The product a link pointed at (?id=).
  selectors: { 'tr[aria-current=true] > &': { boxShadow: `inset 0 0 0 2px ${brandVars.accent}` } },
});
export const settles = style({ display: 'block', fontWeight: 400, fontSize: '12px', color: vars.color.textMuted });
export const cell = style({ padding: '6px', borderBottom: `1px solid ${vars.color.line}`, textAlign: 'center' });
export const cellButton = style({
  width: '100%',
  minWidth: '72px',
  minHeight: '44px',
  padding: '6px 8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.positive,
  font: 'inherit',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: 'background-color 0.4s',
  selectors: {
    '&:hover': { borderColor: brandVars.accent },
    '&[data-changed=true]': { background: brandVars.accentSoft },
    '[data-stale=true] &': { color: vars.color.textMuted },
    // A target the index has reached: not offered, its APR shown struck through.
    '&[aria-disabled=true]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      borderStyle: 'dashed',
    },
    '&[aria-disabled=true]:hover': { borderColor: vars.color.line },
  },
});
/** Why a column is not offered, under its distance from spot. */
export const passed = style({
  display: 'block',
  fontWeight: 400,
  fontSize: '12px',
  color: vars.color.warning,
  whiteSpace: 'normal',
});
export const empty = style({ color: vars.color.textMuted });
/** The target's hit rate over the last 90 days, under the APR. */
export const hitRate = style({
  display: 'block',
  fontWeight: 400,
  fontSize: '11px',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
