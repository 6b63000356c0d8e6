import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const sectionTitle = style({ margin: '0 0 8px', fontSize: '15px' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: '6px 16px', margin: '0 0 16px', fontSize: '14px' });
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const apr = style({ color: vars.color.positive, fontWeight: 700 });
export const countdown = style({ fontWeight: 700, selectors: { '&[data-low=true]': { color: vars.color.negative } } });
export const outcomes = style({ margin: '0 0 12px' });
export const outcomeList = style({ display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });
export const outcome = style({
  display: 'grid',
  gap: '2px',
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surface,
  fontSize: '14px',
  selectors: {
    '&[data-outcome=reached]': { borderInlineStartColor: vars.color.positive },
    '&[data-outcome=missed]': { borderInlineStartColor: brandVars.accent },
  },
});
export const outcomeCondition = style({ color: vars.color.textMuted });
export const outcomeResult = style({ fontSize: '16px', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: '8px', fontSize: '14px', margin: '12px 0', cursor: 'pointer' });
export const checkInput = style({ marginTop: '3px', width: '18px', height: '18px', flex: 'none' });
export const actions = style({ display: 'flex', gap: '10px', justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: '12px' });
