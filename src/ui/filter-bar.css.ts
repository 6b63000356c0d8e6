import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './breakpoints';

/** The filter bar above a product list: coin search, selects, toggles, wrapping on narrow screens. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px 16px',
  marginBottom: '16px',
});
export const field = style({
  display: 'grid',
  gap: '4px',
  fontSize: '13px',
  fontWeight: 600,
  minWidth: 0,
  maxWidth: '100%',
});
export const searchField = style([
  field,
  { flex: '1 1 220px', maxWidth: '320px', '@media': { [media.phone]: { maxWidth: 'none', flexBasis: '100%' } } },
]);

const control = {
  height: '40px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: '15px',
  fontFamily: 'inherit',
  fontWeight: 400,
  padding: '0 10px',
} as const;
export const input = style({ ...control, width: '100%' });
export const select = style({ ...control, minWidth: '150px', maxWidth: '100%' });
