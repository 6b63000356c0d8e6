import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const paragraph = style({ margin: '0 0 12px' });
export const muted = style({ margin: '0 0 12px', color: vars.color.textMuted, fontSize: '14px' });
export const actions = style({
  display: 'flex',
  gap: '8px',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  marginTop: '16px',
});

export const loginLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 420px) minmax(0, 1fr)',
  gap: '32px',
  alignItems: 'start',
  '@media': { [media.upToTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: '24px',
  '@media': { [media.phone]: { padding: '16px' } },
});

export const cardTitle = style({ margin: '0 0 16px', fontSize: '18px' });
export const form = style({ display: 'grid', gap: '4px' });
export const switchRow = style({ marginTop: '16px', fontSize: '14px', color: vars.color.textMuted });
export const linkButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.focus,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const demoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });
export const demoItem = style({
  display: 'flex',
  gap: '12px',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.small]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const demoName = style({ fontWeight: 600, fontFamily: vars.font.numeric });
export const demoText = style({ margin: '2px 0 0', fontSize: '13px', color: vars.color.textMuted });
