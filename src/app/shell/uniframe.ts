/**
 * The exchange's external shell script (spec §1, §7): when it loads it draws the real header and footer
 * and the app's own are hidden; when it is absent or fails, the app's own header and footer stay.
 */
export const UNIFRAME_SCRIPT = '/uniframe/uniframe.js';
export const UNIFRAME_CSS = '/uniframe/uniframe.css';

interface Uniframe {
  init: (options: { lang: string; header: HTMLElement; footer: HTMLElement; onLogout?: () => void }) => void;
}

declare global {
  interface Window {
    Uniframe?: Uniframe;
  }
}

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`failed to load ${href}`));
    document.head.appendChild(link);
  });
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`failed to load ${src}`));
    document.head.appendChild(script);
  });
}

/** Resolves true when the external shell took over, false when the app keeps its own header and footer. */
export async function startUniframe(lang: string, slots: { header: HTMLElement; footer: HTMLElement }): Promise<boolean> {
  try {
    await loadScript(UNIFRAME_SCRIPT);
  } catch {
    console.info('[shell] external header unavailable; using the built-in header');
    return false;
  }
  if (!window.Uniframe?.init) return false;
  loadStylesheet(UNIFRAME_CSS).catch(() => console.warn('[shell] failed to load header CSS', UNIFRAME_CSS));
  window.Uniframe.init({ lang, ...slots });
  return true;
}
