import { logoutAndReload } from '@/api/main/logout';
import { loadScript, loadStylesheet } from '@/platform/load-script';

/**
 * The exchange's external shell script (spec §1, §7): once it is ready it is initialised and draws the header
 * and footer into the slots the layout gives it; the app's own header and footer stay for the parts it does not
 * draw, and for every part when the script is absent or fails. Loaded with `import()` by the layout, so the
 * first load carries none of this.
 *
 * The contract (the production shell and the demo's stand-in, `src/sim/static/uniframe/uniframe.js`, both
 * follow it): `window.Uniframe.init({ lang, header, footer, onLogout })` returns which parts it drew (nothing
 * means both); `sync(state)` redraws the header for the current login state and language, and the page calls it
 * every 100 ms while the header settles (spec §9) and again whenever that state changes; the header's logout
 * calls `onLogout`, which POSTs /logout and reloads the page (spec §4, §7).
 */
const UNIFRAME_SCRIPT = '/uniframe/uniframe.js';
const UNIFRAME_CSS = '/uniframe/uniframe.css';
/** Spec §9: the header is re-synced every 100 ms while it settles. */
export const HEADER_RESYNC_MS = 100;
/** The header has settled when its height stayed the same for this many re-syncs in a row... */
export const SETTLED_AFTER_SYNCS = 5;
/** ...and re-syncing stops after this long whatever happens. */
export const RESYNC_LIMIT_MS = 5_000;

export interface ShellParts {
  header: boolean;
  footer: boolean;
}

export interface ShellState {
  lang: string;
  loggedIn: boolean;
  /** The masked email or mobile the header shows for a user. */
  userName: string | null;
}

export interface Uniframe {
  init: (options: {
    lang: string;
    header: HTMLElement;
    footer: HTMLElement;
    onLogout: () => void;
  }) => Partial<ShellParts> | undefined | void;
  sync?: (state: ShellState) => void;
}

declare global {
  interface Window {
    Uniframe?: Uniframe;
  }
}

export interface RunningShell {
  parts: ShellParts;
  /** Pushes a new login state or language to the shell's header. */
  sync: (state: ShellState) => void;
}

const NO_SHELL: RunningShell = { parts: { header: false, footer: false }, sync: () => undefined };

/**
 * Re-syncs the header every `HEADER_RESYNC_MS` until its height has not moved for `SETTLED_AFTER_SYNCS` syncs
 * or `RESYNC_LIMIT_MS` passed. Returns a stop function.
 */
export function resyncWhileSettling(sync: () => void, heightOf: () => number): () => void {
  let last = -1;
  let steady = 0;
  const started = Date.now();
  const timer = setInterval(() => {
    sync();
    const height = heightOf();
    steady = height === last ? steady + 1 : 0;
    last = height;
    if (steady >= SETTLED_AFTER_SYNCS || Date.now() - started >= RESYNC_LIMIT_MS) clearInterval(timer);
  }, HEADER_RESYNC_MS);
  return () => clearInterval(timer);
}

/** Loads and initialises the shell; resolves to the parts it drew (none when it is absent or fails). */
export async function startUniframe(
  state: () => ShellState,
  slots: { header: HTMLElement; footer: HTMLElement },
  onLogout: () => void = () => void logoutAndReload(),
): Promise<RunningShell> {
  try {
    await loadScript(UNIFRAME_SCRIPT);
  } catch {
    console.info('[shell] external header unavailable; using the built-in header');
    return NO_SHELL;
  }
  const shell = window.Uniframe;
  if (!shell?.init) return NO_SHELL;
  loadStylesheet(UNIFRAME_CSS).catch(() => console.warn('[shell] failed to load header CSS', UNIFRAME_CSS));
  let drawn: Partial<ShellParts> | undefined | void;
  try {
    drawn = shell.init({ lang: state().lang, ...slots, onLogout });
  } catch (error) {
    console.warn('[shell] external header failed to start; using the built-in header', error);
    return NO_SHELL;
  }
  const parts = { header: drawn?.header ?? true, footer: drawn?.footer ?? true };
  const sync = (next: ShellState) => {
    try {
      shell.sync?.(next);
    } catch (error) {
      console.warn('[shell] header sync failed', error);
    }
  };
  resyncWhileSettling(
    () => sync(state()),
    () => slots.header.getBoundingClientRect().height,
  );
  return { parts, sync };
}
