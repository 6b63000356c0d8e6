import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The user's positions under the list. */
export const section = style({ margin: '24px 0 0' });
export const sectionTitle = style({ margin: '0 0 10px', fontSize: '18px' });
export const positions = style({ display: 'grid', gap: '10px', margin: 0, padding: 0, listStyle: 'none' });
export const position = style({
  padding: '12px 14px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
