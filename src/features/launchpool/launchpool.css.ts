import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const intro = style({ margin: '0 0 16px', color: vars.color.textMuted, fontSize: '14px', maxWidth: '72ch' });
export const skeletons = style({ display: 'grid', gap: '12px' });
export const projects = style({ display: 'grid', gap: '16px' });
export const project = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  padding: '16px',
  minWidth: 0,
});
export const projectHead = style({ display: 'flex', alignItems: 'center', gap: '12px', flexWrap: 'wrap' });
export const projectName = style({ margin: 0, fontSize: '18px', flex: '1 1 auto', minWidth: 0 });
export const phase = style({
  padding: '2px 10px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  selectors: { '&[data-phase=running]': { background: brandVars.accentSoft, color: vars.color.text } },
});
export const description = style({ margin: '8px 0 12px', fontSize: '14px', color: vars.color.textMuted });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: '8px 16px',
  margin: '0 0 12px',
  fontSize: '14px',
});
export const fact = style({ minWidth: 0 });
export const factTerm = style({ color: vars.color.textMuted, fontSize: '12px' });
export const factValue = style({
  margin: 0,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const countdown = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const register = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  flexWrap: 'wrap',
  margin: '0 0 12px',
  fontSize: '14px',
});
export const registered = style({ color: vars.color.positive, fontWeight: 600 });
export const pools = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
});
export const pool = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: '12px',
  background: vars.color.bg,
  minWidth: 0,
});
export const poolHead = style({ display: 'flex', alignItems: 'center', gap: '8px', margin: '0 0 8px' });
export const poolName = style({ margin: 0, fontSize: '16px' });
export const poolFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '4px 12px',
  margin: '0 0 12px',
  fontSize: '13px',
});
export const apr = style({ color: vars.color.positive });
export const poolActions = style({ display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' });
export const blocked = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted });
export const rewards = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: '16px',
  background: vars.color.surface,
  margin: '0 0 8px',
  minWidth: 0,
});
export const rewardsHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
});
export const rewardsTitle = style({ margin: 0, fontSize: '18px' });
export const rewardsNote = style({ margin: '4px 0 12px', fontSize: '13px', color: vars.color.textMuted });
export const rewardList = style({ display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });
export const rewardItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1.5fr)) auto',
  alignItems: 'center',
  gap: '4px 12px',
  padding: '8px 0',
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: '14px',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const cellLabel = style({ display: 'block', fontSize: '12px', color: vars.color.textMuted });
export const cellValue = style({ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const dialogFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '6px 16px',
  margin: '12px 0',
  fontSize: '14px',
});
export const estimate = style({
  fontSize: '16px',
  fontWeight: 700,
  color: vars.color.positive,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const rule = style({ fontSize: '13px', color: vars.color.textMuted, margin: '8px 0' });
export const actions = style({
  display: 'flex',
  gap: '10px',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  marginTop: '12px',
});
