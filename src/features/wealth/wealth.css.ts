import { style } from '@vanilla-extract/css';
import { media } from '@/ui/breakpoints';
import { brandVars, vars } from '@/ui/theme.css';

export const guide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '12px',
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const card = style({
  padding: '14px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  fontSize: '14px',
  minWidth: 0,
});
export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  flexWrap: 'wrap',
  margin: '0 0 6px',
  fontSize: '16px',
});
export const cardBody = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const badge = style({
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  background: brandVars.accentSoft,
  fontSize: '12px',
  fontWeight: 600,
});
export const link = style({ display: 'inline-block', marginTop: '8px', fontWeight: 600, color: vars.color.focus });
export const status = style({ margin: '0 0 20px', fontSize: '14px' });
export const section = style({ margin: '0 0 24px' });
export const sectionTitle = style({ fontSize: '18px', margin: '0 0 10px' });
export const bullets = style({
  margin: '0 0 12px',
  paddingInlineStart: '20px',
  fontSize: '14px',
  display: 'grid',
  gap: '4px',
});
export const steps = style({
  display: 'grid',
  gap: '8px',
  margin: '0 0 14px',
  padding: 0,
  listStyle: 'none',
  fontSize: '14px',
});
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
});
export const stepMark = style({
  flex: 'none',
  minWidth: '64px',
  textAlign: 'center',
  padding: '1px 8px',
  borderRadius: vars.radius.pill,
  fontSize: '12px',
  fontWeight: 600,
  border: `1px solid ${vars.color.line}`,
});
export const stepDone = style({ color: vars.color.positive, borderColor: vars.color.positive });
export const actions = style({
  display: 'flex',
  gap: '10px',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: '0 0 12px',
});
export const muted = style({ color: vars.color.textMuted, fontSize: '14px', margin: '0 0 12px' });
export const footnote = style({ color: vars.color.textMuted, fontSize: '14px', margin: '20px 0 0' });
export const form = style({ display: 'grid', gap: '12px', maxWidth: '560px' });
export const fieldLabel = style({ display: 'grid', gap: '4px', fontSize: '14px', fontWeight: 600 });
export const select = style({
  font: 'inherit',
  fontWeight: 400,
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.bg,
  color: vars.color.text,
  minHeight: '40px',
});
export const textarea = style([select, { minHeight: '88px', resize: 'vertical' }]);
export const radios = style({
  display: 'flex',
  gap: '16px',
  flexWrap: 'wrap',
  border: 'none',
  padding: 0,
  margin: 0,
  fontSize: '14px',
});
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '4px' });
export const hint = style({ fontSize: '12px', color: vars.color.textMuted, fontWeight: 400 });
export const list = style({ margin: '12px 0 0', paddingInlineStart: '20px', fontSize: '14px' });
