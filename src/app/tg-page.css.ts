import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 8,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  padding: '10px 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.textMuted },
});
