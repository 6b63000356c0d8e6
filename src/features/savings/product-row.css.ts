import { style, styleVariants } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

/** One fixed height at every width: skeletons match it and long lists are windowed without measuring. */
export const ROW_HEIGHT = 96;
export const ROW_GAP = 8;

export const row = style({
  display: 'grid',
  gridTemplateColumns: '36px minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon name aprl status action" "icon sub apr quota action"',
  alignItems: 'center',
  columnGap: '14px',
  rowGap: '4px',
  height: `${ROW_HEIGHT}px`,
  padding: '12px 16px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  '@media': {
    [media.phone]: {
      gridTemplateColumns: '32px minmax(0, 1fr) minmax(0, 1fr) auto',
      gridTemplateAreas: '"icon name apr action" "icon sub status action"',
      columnGap: '10px',
      padding: '10px 12px',
    },
  },
});

export const icon = style({ gridArea: 'icon' });
export const name = style({
  gridArea: 'name',
  fontWeight: 700,
  fontSize: '16px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const sub = style({
  gridArea: 'sub',
  fontSize: '13px',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const aprCell = style({
  gridArea: 'apr',
  display: 'flex',
  alignItems: 'baseline',
  gap: '6px',
  flexWrap: 'wrap',
  minWidth: 0,
});
export const apr = style({
  fontSize: '18px',
  fontWeight: 700,
  color: vars.color.positive,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const bonus = style({ fontSize: '12px', fontWeight: 600, color: vars.color.positive, whiteSpace: 'nowrap' });
export const aprLabel = style({
  gridArea: 'aprl',
  fontSize: '12px',
  color: vars.color.textMuted,
  '@media': { [media.phone]: { display: 'none' } },
});
export const quota = style({
  gridArea: 'quota',
  display: 'grid',
  gap: '2px',
  fontSize: '12px',
  color: vars.color.textMuted,
  minWidth: 0,
  '@media': { [media.phone]: { display: 'none' } },
});
export const action = style({ gridArea: 'action' });

const chip = style({
  gridArea: 'status',
  justifySelf: 'start',
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  border: '1px solid',
  whiteSpace: 'nowrap',
});
export const status = styleVariants({
  open: [chip, { color: vars.color.positive, borderColor: vars.color.positive }],
  soon: [chip, { color: vars.color.text, borderColor: vars.color.focus }],
  closed: [chip, { color: vars.color.textMuted, borderColor: vars.color.line }],
});
export const vip = style({
  marginInlineStart: '6px',
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: brandVars.accentSoft,
  fontSize: '11px',
  fontWeight: 700,
});
