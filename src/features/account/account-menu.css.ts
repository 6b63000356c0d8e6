import { style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';

export const visitor = style({ display: 'inline-flex', alignItems: 'center', gap: '8px' });
export const textLink = style({ fontSize: '14px', textDecoration: 'none', whiteSpace: 'nowrap', padding: '6px 8px' });
export const accentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '32px',
  padding: '0 14px',
  borderRadius: vars.radius.sm,
  background: brandVars.accent,
  color: brandVars.accentText,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '14px',
  whiteSpace: 'nowrap',
});

export const wrap = style({ position: 'relative' });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  height: '32px',
  maxWidth: '240px',
  padding: '0 10px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
});
export const userLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const vip = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 6px',
  height: '18px',
  borderRadius: vars.radius.pill,
  background: brandVars.accent,
  color: brandVars.accentText,
  fontSize: '11px',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  flex: 'none',
});
export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  minWidth: '220px',
  padding: '10px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(0,0,0,0.16)',
  zIndex: 30,
  display: 'grid',
  gap: '8px',
});
export const popupUser = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const popupList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const popupItem = style({
  display: 'block',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  fontSize: '14px',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});
export const panel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  width: '100%',
});
export const panelUser = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', minWidth: 0 });
