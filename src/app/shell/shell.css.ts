import { globalStyle, style } from '@vanilla-extract/css';
import { brandVars, vars } from '@/ui/theme.css';
import { media } from '@/ui/breakpoints';
import { HEADER_HEIGHT_PX } from './header-constants';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: '1 0 auto',
  // The footer starts below the fold: when a page's data replaces its shorter skeleton, nothing in view moves
  // (the footer pushed down by the content was a layout shift of 0.23 on dual asset on a phone).
  minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: '24px 16px 48px',
  '@media': { [media.phone]: { padding: '16px 12px 32px' } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '8px',
  top: '-100px',
  zIndex: 50,
  padding: '8px 12px',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: '8px' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: '0 8px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: '14px',
});

export const accentButton = style({
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

export const navActive = style({ background: vars.color.surface, fontWeight: 600 });

export const moreWrap = style({ position: 'relative', flex: 'none' });

export const moreButton = style({
  background: 'none',
  border: 0,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: '14px',
});

/** The nav positions its hidden measuring row. */
export const navFrame = style({ position: 'relative' });

/** Holds the measuring row: no size and clipping, so the row never widens the page. */
export const navMeasureFrame = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  width: 0,
  height: 0,
  overflow: 'hidden',
});

/** The first-row entries at full width, out of sight and out of the layout (see useNavOverflow). */
export const navMeasure = style({
  display: 'flex',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: 'max-content',
  visibility: 'hidden',
  pointerEvents: 'none',
});
globalStyle(`${navMeasure} > li`, { display: 'flex' });

/** The line between the first-row entries that moved into More and the pages always there. */
export const menuDivider = style({ borderTop: `1px solid ${vars.color.line}`, marginTop: '4px', paddingTop: '4px' });

export const menuPopup = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineStart: 0,
  minWidth: '220px',
  padding: '6px',
  margin: 0,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(0,0,0,0.16)',
  zIndex: 30,
});

export const menuItem = style({
  display: 'block',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  fontSize: '14px',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface } },
});

export const select = style({
  height: '32px',
  maxWidth: '180px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: '13px',
  padding: '0 6px',
});

export const drawer = style({
  margin: 0,
  marginInlineStart: 'auto',
  height: '100%',
  maxHeight: '100%',
  width: 'min(360px, 100vw)',
  border: 'none',
  padding: '16px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const drawerHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBottom: '12px',
});

export const drawerList = style({ listStyle: 'none', margin: '0 0 16px', padding: 0 });

export const drawerSection = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: '12px',
  marginTop: '12px',
});

// A first-row entry moved into More (the skeleton's `.hs-nav-list > li` rule would otherwise still show it).
globalStyle('.hs-nav-list > li[hidden]', { display: 'none' });
