import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  borderRadius: '50%',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: 700,
  lineHeight: 1,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });
export const light = style({});
export const dark = style({ display: 'none' });

// The page theme is an attribute on <html>, not a media query, so the swap is done in CSS rather than <picture>.
globalStyle(`:root[data-theme=dark] ${light}`, { display: 'none' });
globalStyle(`:root[data-theme=dark] ${dark}`, { display: 'block' });
