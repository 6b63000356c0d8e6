import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { ROW_GAP } from './product-row.css';

export const list = style({ display: 'grid', gap: `${ROW_GAP}px`, margin: 0, padding: 0, listStyle: 'none' });
export const windowed = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });
export const windowedItem = style({ position: 'absolute', insetInlineStart: 0, insetInlineEnd: 0 });
export const count = style({ margin: '0 0 8px', color: vars.color.textMuted, fontSize: '14px' });
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '12px',
  padding: '48px 16px',
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});
export const emptyTitle = style({ margin: 0, fontSize: '18px' });
export const emptyBody = style({ margin: 0, color: vars.color.textMuted });
