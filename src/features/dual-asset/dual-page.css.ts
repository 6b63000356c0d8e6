import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const spotBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '8px 16px',
  margin: '0 0 12px',
});
export const spot = style({ margin: 0, fontSize: '14px', color: vars.color.textMuted });
export const spotValue = style({
  fontSize: '22px',
  fontWeight: 700,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  marginInlineStart: '6px',
});
export const help = style({ margin: '12px 0 0', fontSize: '13px', color: vars.color.textMuted });
export const skeletons = style({ display: 'grid', gap: '8px' });
