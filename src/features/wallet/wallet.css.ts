import { globalStyle, style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';
import { num } from '@/ui/data-table.css';

export const section = style({ marginBottom: '32px' });
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
  marginBottom: '12px',
});
export const sectionTitle = style({
  fontSize: '20px',
  margin: '0 0 12px',
  selectors: { [`${sectionHead} &`]: { margin: 0 } },
});
export const empty = style({
  color: vars.color.textMuted,
  padding: '24px',
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  margin: 0,
});
export const hint = style({ fontSize: '12px', color: vars.color.textMuted, margin: '0 0 12px' });
export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.negative });
export const count = style({
  display: 'inline-block',
  minWidth: '20px',
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '12px',
  fontWeight: 600,
  textAlign: 'center',
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '16px',
  marginBottom: '32px',
  '@media': {
    [media.upToTablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: '16px 20px',
  minWidth: 0,
  // Never wider than the phone: what cannot wrap (a long balance row) scrolls inside the card.
  overflowX: 'auto',
  '@media': { [media.phone]: { padding: '14px 14px' } },
});
export const cardLabel = style({ margin: '0 0 8px', fontSize: '14px', fontWeight: 600, color: vars.color.textMuted });
export const bigNumber = style({
  margin: 0,
  fontSize: '28px',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { fontSize: '24px' } },
});
export const mediumNumber = style({
  margin: '0 0 8px',
  fontSize: '20px',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const unit = style({ fontSize: '14px', fontWeight: 600, color: vars.color.textMuted });
export const cardNote = style({ margin: '6px 0 0', fontSize: '13px', color: vars.color.textMuted });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '24px',
  '@media': { [media.upToTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const miniTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: '13px' });
globalStyle(`${miniTable} th, ${miniTable} td`, { padding: '4px 0', textAlign: 'start' });
globalStyle(`${miniTable} thead th`, { color: vars.color.textMuted, fontWeight: 600, fontSize: '12px' });
// Phones: column titles wrap ("Value (USDT)" in Georgian is wider than its figures), figures keep a gap.
globalStyle(`${miniTable} thead th`, {
  '@media': { [media.phone]: { whiteSpace: 'normal', verticalAlign: 'bottom' } },
});
globalStyle(`${miniTable} th + th, ${miniTable} td + td`, { paddingInlineStart: '8px' });
globalStyle(`${miniTable} .${num}`, { textAlign: 'end' });

/** Where the remove-rate choices sit under their field. */
export const chips = style({ margin: '0 0 12px' });

export const pnlFigures = style({ display: 'flex', gap: '32px', flexWrap: 'wrap', margin: '0 0 16px' });
globalStyle(`${pnlFigures} dt`, { fontSize: '13px', color: vars.color.textMuted });
globalStyle(`${pnlFigures} dd`, { margin: 0, fontSize: '20px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const bars = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '2px',
  height: '80px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const barSlot = style({ flex: '1 1 0', height: '100%', display: 'flex', alignItems: 'flex-end', minWidth: 0 });
export const bar = style({
  display: 'block',
  width: '100%',
  background: vars.color.positive,
  borderRadius: '2px 2px 0 0',
});
export const barNegative = style({ background: vars.color.negative });

export const family = style({ marginBottom: '20px' });
export const familyTitle = style({
  fontSize: '16px',
  margin: '0 0 10px',
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
});
export const positionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: '12px',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const position = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: '16px',
  minWidth: 0,
});
export const positionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '8px',
  marginBottom: '10px',
});
export const positionTitle = style({ margin: 0, fontSize: '15px' });
export const status = style({
  flex: 'none',
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  background: vars.color.surface,
  color: vars.color.textMuted,
  selectors: { '&[data-status="2"]': { color: vars.color.positive } },
});
// One shrinkable column: an auto track took the widest row's unbreakable width and pushed cards past a 320 px screen.
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6px', margin: '0 0 12px' });
globalStyle(`${facts} > div`, { display: 'flex', justifyContent: 'space-between', gap: '12px', fontSize: '13px' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, {
  margin: 0,
  minWidth: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const positionActions = style({
  display: 'flex',
  gap: '8px',
  flexWrap: 'wrap',
  alignItems: 'center',
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: '12px',
  // A position with nothing to do and no date ahead has no action row.
  selectors: { '&:empty': { display: 'none' } },
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '32px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '13px',
  cursor: 'pointer',
  padding: '0 4px',
});
export const switchTrack = style({
  position: 'relative',
  width: '34px',
  height: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.line,
  flex: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '2px',
      insetInlineStart: '2px',
      width: '16px',
      height: '16px',
      borderRadius: '50%',
      background: '#ffffff',
      transition: 'inset-inline-start 0.15s',
    },
    '&[data-on=true]': { background: brandVars.accent },
    '&[data-on=true]::after': { insetInlineStart: '16px' },
  },
});

export const filters = style({
  display: 'flex',
  gap: '12px',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  marginBottom: '8px',
});
export const selectLabel = style({
  display: 'grid',
  gap: '4px',
  fontSize: '13px',
  fontWeight: 600,
  marginBottom: '12px',
});
export const select = style({
  height: '38px',
  minWidth: '150px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 400,
  fontSize: '14px',
  padding: '0 8px',
});
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  marginTop: '12px',
  fontSize: '14px',
});
export const rule = style({
  fontSize: '13px',
  color: vars.color.text,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: '10px 12px',
  margin: '0 0 12px',
});
/** A line under a card's buttons (a file that cannot be saved here): the whole row's width. */
export const actionNote = style({ flexBasis: '100%', margin: 0, fontSize: '12px', color: vars.color.textMuted });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '8px',
  flexWrap: 'wrap',
  marginTop: '8px',
});

export const exit = style({ fontSize: '13px' });
export const exitSummary = style({ cursor: 'pointer', fontWeight: 600, padding: '4px 0', color: vars.color.text });
/** Realised against headline: the figure on one line, the reasons for the gap listed under it. */
export const realised = style({ flexWrap: 'wrap' });
export const reasons = style({
  margin: '4px 0 0',
  padding: 0,
  listStyle: 'none',
  fontSize: '12px',
  color: vars.color.textMuted,
  display: 'grid',
  gap: '2px',
});
