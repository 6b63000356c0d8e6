import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The renewal choice of a subscription and the renewal lines of a held position. */
export const choices = style({ display: 'grid', gap: '6px', fontSize: '14px' });
export const choice = style({ display: 'flex', alignItems: 'center', gap: '8px', cursor: 'pointer' });
export const select = style({
  minHeight: '36px',
  minWidth: 0,
  maxWidth: '100%',
  padding: '4px 8px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: '14px',
});
export const selectLabel = style({
  display: 'grid',
  gap: '4px',
  marginTop: '6px',
  fontSize: '13px',
  color: vars.color.textMuted,
});
export const note = style({ display: 'block', fontSize: '12px', color: vars.color.textMuted, marginTop: '4px' });
export const error = style({ display: 'block', fontSize: '13px', color: vars.color.negative, marginTop: '4px' });
export const verdict = style({
  display: 'block',
  fontWeight: 600,
  selectors: { '&[data-renews=false]': { color: vars.color.warning } },
});
