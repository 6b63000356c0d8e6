import { detectClientPlatform, miniProgramPlatformFromLaunchParams, type ClientPlatform } from './client-platform';

/** The mini-program's platform survives in-app navigation and reloads (the launch fragment does not). */
const MINI_PROGRAM_KEY = 'earn.mini-program-platform';

interface LegacyMiniProgramWindow {
  Telegram?: { WebApp?: { platform?: string } };
}

function storedMiniProgramPlatform(): string | undefined {
  try {
    return window.sessionStorage.getItem(MINI_PROGRAM_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberMiniProgramPlatform(platform: string): void {
  try {
    window.sessionStorage.setItem(MINI_PROGRAM_KEY, platform);
  } catch {
    // Storage disabled: the launch fragment is still read on this load.
  }
}

let detected: { platform: ClientPlatform; userAgent: string } | null = null;

/** Where the page runs (spec §4); decided once per page load from the user agent and the launch parameters. */
export function currentClientPlatform(): ClientPlatform {
  if (typeof window === 'undefined') return 'pc';
  // Once per page load in practice (the user agent does not change); keyed on it so a test that plays
  // another client is not answered from an earlier one.
  if (detected?.userAgent === navigator.userAgent) return detected.platform;
  const fromLaunch = miniProgramPlatformFromLaunchParams(window.location.hash, window.location.search);
  if (fromLaunch && fromLaunch !== 'unknown') rememberMiniProgramPlatform(fromLaunch);
  const miniProgramPlatform =
    fromLaunch ??
    (window as unknown as LegacyMiniProgramWindow).Telegram?.WebApp?.platform ??
    storedMiniProgramPlatform();
  const platform = detectClientPlatform({ userAgent: navigator.userAgent, miniProgramPlatform });
  detected = { platform, userAgent: navigator.userAgent };
  return platform;
}

/**
 * Called at boot, before the router may rewrite the URL: reads the mini-program's launch parameters while
 * they are still in the address. The integration itself starts with the app shell (src/app/platform-root.tsx).
 */
export function prepareMiniProgram(): void {
  currentClientPlatform();
}

/**
 * The launch parameters did not parse (a link copied out of the messaging client and opened in a browser): the
 * page is a web page from now on, on this load and the next, and the remembered platform is forgotten.
 */
export function abandonMiniProgram(): ClientPlatform {
  try {
    window.sessionStorage.removeItem(MINI_PROGRAM_KEY);
  } catch {
    // Storage disabled: nothing was remembered.
  }
  const platform = detectClientPlatform({ userAgent: navigator.userAgent });
  detected = { platform, userAgent: navigator.userAgent };
  return platform;
}
