import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { MODAL_MIN_WIDTH_PX, media } from './breakpoints';

export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  padding: 0,
  minWidth: `${MODAL_MIN_WIDTH_PX}px`,
  // One width for every step: sized by its content, a dialog narrowed from 640 to 480 px between two steps.
  width: 'min(640px, calc(100vw - 32px))',
  maxWidth: 'min(640px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 48px)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 24px 64px rgba(0,0,0,0.28)',
  // Open, a column: the header stays in place and only the body scrolls when the content is long.
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
    '&[open]': { display: 'flex', flexDirection: 'column' },
  },
  '@media': {
    [media.phone]: {
      minWidth: 0,
      width: '100vw',
      maxWidth: '100vw',
      margin: 'auto 0 0',
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '12px',
  flex: 'none',
  padding: '16px 20px',
  borderBottom: `1px solid ${vars.color.line}`,
});

export const title = style({ margin: 0, fontSize: '18px' });
export const body = style({ flex: '1 1 auto', minHeight: 0, padding: '20px', overflowY: 'auto' });
export const close = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '20px',
  lineHeight: 1,
  cursor: 'pointer',
  minWidth: '32px',
  minHeight: '32px',
});
