import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const titleRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: '16px',
  flexWrap: 'wrap',
  marginBottom: '24px',
});
// The heading takes the free width, so a page's actions (one or several) sit together at the end of the row.
globalStyle(`${titleRow} > :first-child`, { flex: '1 1 auto' });
export const title = style({
  fontSize: '28px',
  lineHeight: 1.25,
  margin: '0 0 6px',
  '@media': { [media.phone]: { fontSize: '22px' } },
});
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '720px' });
