import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { CARD_GAP, CARD_MIN_WIDTH } from './product-card.css';

export const HEADER_HEIGHT = 56;

export const section = style({ marginBottom: '8px' });

export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '8px',
  height: `${HEADER_HEIGHT}px`,
  margin: 0,
  paddingTop: '16px',
  fontSize: '18px',
  lineHeight: '32px',
  boxSizing: 'border-box',
});
export const count = style({ fontSize: '14px', fontWeight: 400, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
  gap: `${CARD_GAP}px`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The windowed list sizes itself (explicit height) and clips nothing: isolate its layout from the page's.
export const windowed = style({ position: 'relative', contain: 'strict' });
export const row = style({ position: 'absolute', insetInlineStart: 0, insetInlineEnd: 0 });
export const cell = style({ position: 'absolute' });
