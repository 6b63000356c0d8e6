import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const prompt = style({
  position: 'fixed',
  insetInline: 12,
  bottom: 12,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.line}`,
  boxShadow: '0 6px 24px rgba(0,0,0,0.18)',
  fontSize: 14,
});

export const text = style({ flex: 1, minWidth: 0, margin: 0 });

export const open = style({
  flex: 'none',
  padding: '6px 12px',
  borderRadius: vars.radius.pill,
  background: brandVars.accent,
  color: brandVars.accentText,
  fontWeight: 600,
  textDecoration: 'none',
});

export const dismiss = style({
  flex: 'none',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: 18,
  cursor: 'pointer',
});
