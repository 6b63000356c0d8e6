import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/ui/breakpoints';
import { brandVars, vars } from '@/ui/theme.css';

export const tabList = style({
  display: 'flex',
  gap: '4px',
  borderBottom: `1px solid ${vars.color.line}`,
  marginBottom: '16px',
  overflowX: 'auto',
});

export const tab = style({
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  padding: '10px 12px',
  minHeight: '44px',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected=true]': { color: vars.color.text, borderBottomColor: brandVars.accent },
  },
});

export const panel = style({ display: 'grid', gap: '16px', minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: '14px', margin: 0 });

export const limits = style({
  margin: 0,
  padding: '12px 16px',
  paddingInlineStart: '32px',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  fontSize: '14px',
  display: 'grid',
  gap: '4px',
});

export const limitsTitle = style({ fontSize: '14px', fontWeight: 600, margin: '0 0 6px' });

export const form = style({ display: 'grid', gap: '12px' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ fontSize: '14px', fontWeight: 600, padding: 0, marginBottom: '8px' });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const preset = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: '0 14px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  fontSize: '14px',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: brandVars.accent, background: brandVars.accentSoft, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio stays in the accessibility tree and keyboard order; the pill around it is what shows. */
export const presetInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const customDates = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '12px',
  '@media': { [media.small]: { gridTemplateColumns: '1fr' } },
});

export const select = style({
  width: '100%',
  minHeight: '40px',
  padding: '0 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
});

export const label = style({ display: 'block', fontSize: '14px', fontWeight: 600, marginBottom: '6px' });

export const summary = style({ fontSize: '14px', margin: 0, fontVariantNumeric: 'tabular-nums' });

export const problem = style({ color: vars.color.negative, fontSize: '14px', margin: 0 });

export const submitRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' });

export const listHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '8px',
  flexWrap: 'wrap',
});

export const listTitle = style({ fontSize: '16px', margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '10px' });

export const row = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: '12px 14px',
  display: 'grid',
  gap: '8px',
  minWidth: 0,
  selectors: {
    '&[data-highlight=true]': { borderColor: brandVars.accent, boxShadow: `0 0 0 1px ${brandVars.accent}` },
  },
});

export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  flexWrap: 'wrap',
});

export const recordId = style({
  fontWeight: 600,
  fontSize: '14px',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '12px',
  rowGap: '2px',
  margin: 0,
  fontSize: '13px',
});

export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  borderRadius: vars.radius.pill,
  padding: '2px 10px',
  fontSize: '12px',
  fontWeight: 600,
  border: '1px solid',
});

export const badges = styleVariants({
  progress: [badge, { borderColor: brandVars.accent, color: vars.color.text, background: brandVars.accentSoft }],
  positive: [badge, { borderColor: vars.color.positive, color: vars.color.positive }],
  negative: [badge, { borderColor: vars.color.negative, color: vars.color.negative }],
  muted: [badge, { borderColor: vars.color.line, color: vars.color.textMuted }],
});

export const progress = style({ display: 'grid', gap: '4px', fontSize: '13px' });

export const progressBar = style({
  width: '100%',
  height: '6px',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.line,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.line, borderRadius: vars.radius.pill },
    '&::-webkit-progress-value': { background: brandVars.accent, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: brandVars.accent },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' });

export const inlineMessage = style({ fontSize: '13px', margin: 0, overflowWrap: 'anywhere' });

export const inlineError = style([inlineMessage, { color: vars.color.negative }]);

export const fileLink = style({
  color: vars.color.focus,
  fontWeight: 600,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

export const confirm = style({
  display: 'grid',
  gap: '8px',
  padding: '10px 12px',
  borderRadius: vars.radius.sm,
  background: vars.color.warningBg,
  fontSize: '13px',
});
