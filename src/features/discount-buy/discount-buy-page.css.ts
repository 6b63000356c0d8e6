import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** One group per coin bought, headed by the coin and its live price. */
export const group = style({ margin: '0 0 20px' });
export const groupHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '6px 12px',
  margin: '0 0 10px',
  fontSize: '18px',
});
export const spot = style({
  fontSize: '14px',
  fontWeight: 400,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
