import { globalStyle, style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const skeletons = style({ display: 'grid', gap: '12px' });
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
  margin: '0 0 12px',
});
export const tabs = style({
  display: 'flex',
  gap: '4px',
  flexWrap: 'wrap',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const tab = style({
  display: 'inline-block',
  padding: '8px 10px',
  textDecoration: 'none',
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  selectors: { '&[aria-current=page]': { color: vars.color.text, borderBottomColor: brandVars.accent } },
});
export const panel = style({ minWidth: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '8px 16px',
  margin: '0 0 12px',
});
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontSize: '14px' });
export const select = style({
  minHeight: '40px',
  padding: '6px 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
});
export const selectLabel = style({ display: 'grid', gap: '4px', fontSize: '13px', color: vars.color.textMuted });
export const sub = style({ display: 'block', fontSize: '12px', color: vars.color.textMuted });
export const pair = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const positive = style({ color: vars.color.positive, fontWeight: 600 });
export const cards = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
});
export const card = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  padding: '16px',
  minWidth: 0,
});
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  flexWrap: 'wrap',
  margin: '0 0 8px',
});
export const cardTitle = style({ margin: 0, fontSize: '17px' });
export const badge = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  selectors: {
    '&[data-state=effective]': { background: brandVars.accentSoft },
    '&[data-state=liquidating], &[data-state=liquidated]': {
      background: vars.color.warningBg,
      color: vars.color.warning,
    },
  },
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '6px 16px',
  margin: '0 0 12px',
  fontSize: '14px',
});
export const term = style({ color: vars.color.textMuted, fontSize: '12px' });
export const value = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const actions = style({
  display: 'flex',
  gap: '8px',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  marginTop: '12px',
});
export const rowActions = style({ display: 'flex', gap: '8px', flexWrap: 'wrap' });
export const form = style({ display: 'grid', gap: '12px', maxWidth: '560px', minWidth: 0 });
export const split = style({
  display: 'grid',
  gap: '16px 24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const segmented = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', border: 0, padding: 0, margin: 0 });
export const legend = style({ fontSize: '13px', color: vars.color.textMuted, marginBottom: '4px', padding: 0 });
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  fontSize: '14px',
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: brandVars.accent, background: brandVars.accentSoft } },
});
export const slider = style({ width: '100%', accentColor: brandVars.accent });
export const leverageRow = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end' });
export const leverageSlider = style({ flex: '1 1 220px', minWidth: 0 });
export const leverageInput = style({ flex: '0 1 120px', minWidth: 0 });
// The field's input has an intrinsic width of about 20 characters: it takes the box's width instead.
globalStyle(`${leverageInput} input`, { width: '100%', minWidth: 0 });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '6px 16px',
  padding: '12px',
  margin: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  fontSize: '14px',
});
export const warnings = style({ display: 'grid', gap: '8px' });
export const note = style({ fontSize: '13px', color: vars.color.textMuted, margin: '4px 0' });
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: '8px 16px',
  margin: '0 0 16px',
  padding: '12px 16px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
});
export const flip = style({ justifySelf: 'center' });
