import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The one subscribe dialog and its family parts: facts, family fields, outcomes, rules, actions. */
export const sectionTitle = style({ margin: '0 0 8px', fontSize: '15px' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '6px 16px',
  margin: '0 0 16px',
  fontSize: '14px',
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const outcomes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: '8px',
  margin: '8px 0 12px',
  padding: 0,
  listStyle: 'none',
});
export const outcome = style({
  padding: '10px 12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontSize: '14px',
  minWidth: 0,
});
export const outcomeHead = style({
  display: 'block',
  fontSize: '13px',
  color: vars.color.textMuted,
  marginBottom: '4px',
});
export const outcomeAmount = style({
  display: 'block',
  fontSize: '17px',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const rule = style({ margin: '4px 0 12px', fontSize: '13px', color: vars.color.textMuted });
export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '8px',
  fontSize: '14px',
  margin: '12px 0',
  cursor: 'pointer',
});
export const checkInput = style({ marginTop: '3px', width: '18px', height: '18px', flex: 'none' });
export const actions = style({
  display: 'flex',
  gap: '10px',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  marginTop: '12px',
});
export const rules = style({
  margin: '8px 0',
  paddingInlineStart: '18px',
  fontSize: '13px',
  color: vars.color.textMuted,
  display: 'grid',
  gap: '4px',
});
export const fieldset = style({ border: 0, padding: 0, margin: '0 0 12px', minWidth: 0 });
export const legend = style({ fontSize: '14px', fontWeight: 600, marginBottom: '6px', padding: 0 });
export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', fontSize: '14px' });
export const mode = style({ display: 'flex', alignItems: 'center', gap: '6px', cursor: 'pointer' });
export const bounds = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '8px 12px',
});
globalStyle(`${bounds} > *`, { minWidth: 0 });
