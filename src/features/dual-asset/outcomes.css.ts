import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const sectionTitle = style({ margin: '0 0 8px', fontSize: '15px' });
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
