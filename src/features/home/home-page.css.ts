import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const status = style({ margin: 0 });
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
