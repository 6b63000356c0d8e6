import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const section = style({ marginBottom: '20px' });
export const sectionTitle = style({ margin: '0 0 10px', fontSize: '15px' });

export const headline = style({ display: 'flex', alignItems: 'center', gap: '12px', marginBottom: '12px' });
export const headlineApr = style({
  fontSize: '26px',
  fontWeight: 700,
  color: vars.color.positive,
  fontVariantNumeric: 'tabular-nums',
});
export const headlineLabel = style({ fontSize: '13px', color: vars.color.textMuted });
export const bonus = style({ fontSize: '14px', fontWeight: 600, color: vars.color.positive });
export const description = style({ margin: '0 0 16px', color: vars.color.textMuted, fontSize: '14px' });
export const tag = style({
  padding: '2px 8px',
  borderRadius: vars.radius.pill,
  background: brandVars.accentSoft,
  fontSize: '12px',
  fontWeight: 600,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '8px 16px',
  margin: 0,
  fontSize: '14px',
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '14px' });
export const th = style({
  textAlign: 'start',
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const td = style({
  padding: '8px',
  borderBottom: `1px solid ${vars.color.line}`,
  fontVariantNumeric: 'tabular-nums',
});
export const touched = style({ background: brandVars.accentSoft });
export const blended = style({ margin: '8px 0 0', fontSize: '14px' });

export const estimate = style({
  display: 'grid',
  gap: '6px',
  padding: '12px 14px',
  marginBottom: '14px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: '14px',
});
export const estimateRow = style({ display: 'flex', justifyContent: 'space-between', gap: '12px' });
export const estimateValue = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});
export const positive = style({ color: vars.color.positive });

export const actions = style({
  display: 'flex',
  gap: '10px',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  marginTop: '8px',
});
export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  fontSize: '14px',
});
