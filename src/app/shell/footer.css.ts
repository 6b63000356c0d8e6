import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const footer = style({
  borderTop: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  padding: '32px 16px 24px',
  fontSize: '14px',
});

export const columns = style({
  maxWidth: '1200px',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr',
  gap: '24px',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const brandColumn = style({ maxWidth: '360px' });
export const brand = style({ fontWeight: 700, margin: '0 0 8px' });
export const heading = style({ fontSize: '14px', margin: '0 0 8px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '4px' });
export const link = style({
  textDecoration: 'none',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});
export const muted = style({ color: vars.color.textMuted, margin: '8px auto 0', maxWidth: '1200px' });
export const risk = style({ color: vars.color.textMuted, maxWidth: '1200px', margin: '24px auto 0', fontSize: '12px' });
export const consent = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  color: vars.color.textMuted,
  maxWidth: '1200px',
  margin: '12px auto 0',
  fontSize: '13px',
  cursor: 'pointer',
});
