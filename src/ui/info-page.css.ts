import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const sections = style({ display: 'grid', gap: 16, maxWidth: 760 });
export const card = style({
  padding: 20,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
});
export const heading = style({ fontSize: 18, margin: '0 0 8px' });
export const body = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });
export const rate = style({ fontSize: 24, fontWeight: 700, margin: '8px 0', fontFamily: vars.font.numeric });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 12, alignItems: 'center' });
export const link = style({ color: vars.color.text, fontWeight: 600 });
export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 8px 8px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.bg,
  marginTop: 8,
});
export const fieldValue = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.numeric,
  fontSize: 14,
});
export const list = style({ margin: 0, paddingInlineStart: 20, color: vars.color.textMuted, lineHeight: 1.7 });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '4px 16px',
  padding: '10px 0',
  borderBottom: `1px solid ${vars.color.line}`,
});
export const muted = style({ color: vars.color.textMuted, fontSize: 13 });
