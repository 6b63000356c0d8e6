import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const filters = style({
  display: 'flex',
  gap: '12px',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  marginBottom: '6px',
});
export const field = style({
  display: 'grid',
  gap: '4px',
  fontSize: '13px',
  fontWeight: 600,
  '@media': { [media.phone]: { flex: '1 1 140px' } },
});
export const control = style({
  height: '38px',
  minWidth: '140px',
  width: '100%',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 400,
  fontSize: '14px',
  padding: '0 8px',
});
export const clear = style({ marginBottom: '3px' });
export const hint = style({ fontSize: '12px', color: vars.color.textMuted, margin: '0 0 12px' });
export const loading = style({ display: 'grid', gap: '8px' });
export const empty = style({
  textAlign: 'center',
  padding: '40px 16px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
export const more = style({ display: 'flex', justifyContent: 'center', marginTop: '16px' });
export const rowLink = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.focus,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

const badgeBase = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  background: vars.color.surface,
});
export const badge = styleVariants({
  neutral: [badgeBase, { color: vars.color.textMuted }],
  progress: [badgeBase, { color: vars.color.focus }],
  positive: [badgeBase, { color: vars.color.positive }],
  negative: [badgeBase, { color: vars.color.negative }],
  warning: [badgeBase, { color: vars.color.warning, background: vars.color.warningBg }],
});

export const detail = style({ display: 'grid', gap: '8px', margin: 0 });
globalStyle(`${detail} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '16px',
  fontSize: '14px',
  paddingBottom: '8px',
  borderBottom: `1px solid ${vars.color.line}`,
});
globalStyle(`${detail} dt`, { color: vars.color.textMuted });
globalStyle(`${detail} dd`, {
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const hash = style({ fontFamily: vars.font.numeric, fontSize: '12px' });
