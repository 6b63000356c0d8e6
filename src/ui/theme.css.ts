import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { EDITION_IDS } from '@/edition/edition-ids';
import global from '@editions/global.json';
import eu from '@editions/eu.json';
import kz from '@editions/kz.json';
import tr from '@editions/tr.json';
import hk from '@editions/hk.json';
import ae from '@editions/ae.json';
import nl from '@editions/nl.json';
import ge from '@editions/ge.json';
import id from '@editions/id.json';

/** One contract for every colour and size the UI uses; themes fill it. */
export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    line: null,
    positive: null,
    negative: null,
    warning: null,
    warningBg: null,
    focus: null,
    overlay: null,
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, numeric: null },
});

/** Per-edition brand colours, compiled from editions/*.json; the page's `data-edition` selects one. */
export const brandVars = createThemeContract({ accent: null, accentText: null, accentSoft: null });

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", sans-serif',
    numeric: 'ui-monospace, "SF Mono", "Roboto Mono", Menlo, monospace',
  },
};

createGlobalTheme(':root, :root[data-theme=light]', vars, {
  color: {
    bg: '#ffffff',
    surface: '#f6f7f9',
    surfaceRaised: '#ffffff',
    text: '#121417',
    textMuted: '#5b6270',
    line: '#e6e8eb',
    positive: '#0b7a3e',
    negative: '#c0262d',
    warning: '#8a5a00',
    warningBg: '#fff4d6',
    focus: '#1a56db',
    overlay: 'rgba(10,12,16,0.55)',
  },
  ...shared,
});

createGlobalTheme(':root[data-theme=dark]', vars, {
  color: {
    bg: '#101214',
    surface: '#181b1f',
    surfaceRaised: '#1f2328',
    text: '#f2f3f5',
    textMuted: '#a4abb8',
    line: '#2a2f36',
    positive: '#3ccf7e',
    negative: '#ff6b70',
    warning: '#f3c15a',
    warningBg: '#3a2d0c',
    focus: '#7aa7ff',
    overlay: 'rgba(0,0,0,0.7)',
  },
  ...shared,
});

const brands = { global, eu, kz, tr, hk, ae, nl, ge, id };

/** White or near-black, whichever reads better on the accent (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : '#121417';
}
for (const editionId of EDITION_IDS) {
  const accent = brands[editionId].brand.accent;
  createGlobalTheme(`:root[data-edition=${editionId}]`, brandVars, {
    accent,
    accentText: textOn(accent),
    accentSoft: `color-mix(in srgb, ${accent} 14%, transparent)`,
  });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// A word longer than its box (a German-length compound, a coin name, an id) breaks instead of widening the page.
globalStyle('body', {
  fontFamily: vars.font.body,
  background: vars.color.bg,
  color: vars.color.text,
  lineHeight: 1.5,
  overflowWrap: 'break-word',
});
globalStyle('a', { color: 'inherit' });
// Chromium lays a date input out left to right whatever the page's direction: on a right-to-left page the box
// follows the page (the date at its start, the picker at its end) and the date itself stays one isolated
// left-to-right piece.
globalStyle('input[type=date]:dir(rtl)', { position: 'relative', textAlign: 'right' });
globalStyle('input[type=date]:dir(rtl)::-webkit-datetime-edit', { direction: 'ltr', unicodeBidi: 'isolate' });
globalStyle('input[type=date]:dir(rtl)::-webkit-calendar-picker-indicator', { position: 'absolute', left: '4px' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
