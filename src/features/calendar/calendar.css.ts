import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flexWrap: 'wrap',
  marginBottom: '8px',
});
export const summary = style({ margin: 0, fontSize: '16px', fontWeight: 600 });
export const note = style({ margin: '0 0 24px', fontSize: '13px', color: vars.color.textMuted, maxWidth: '720px' });
export const empty = style({
  color: vars.color.textMuted,
  padding: '24px',
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  margin: '0 0 16px',
});
export const emptyActions = style({ display: 'flex', justifyContent: 'center' });

export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '24px' });
export const dayTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '8px',
  flexWrap: 'wrap',
  fontSize: '18px',
  margin: '0 0 8px',
});
export const dayCount = style({ fontSize: '13px', fontWeight: 400, color: vars.color.textMuted });

export const events = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });
export const event = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderInlineStart: `4px solid ${brandVars.accent}`,
  borderRadius: vars.radius.md,
  padding: '12px 16px',
  display: 'grid',
  gap: '4px',
  '@media': { [media.phone]: { padding: '10px 12px' } },
});
export const kind = style({
  justifySelf: 'start',
  padding: '0 8px',
  borderRadius: vars.radius.pill,
  background: brandVars.accentSoft,
  color: vars.color.text,
  fontSize: '12px',
  fontWeight: 600,
});
export const eventTitle = style({ margin: 0, fontWeight: 600 });
export const detail = style({ margin: 0, fontSize: '14px', color: vars.color.textMuted });
export const times = style({ margin: 0, fontSize: '13px', fontVariantNumeric: 'tabular-nums' });
export const localTime = style({ color: vars.color.textMuted });
