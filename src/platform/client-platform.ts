/** Where the page runs (spec §4): the messaging mini-program on PC, iOS or Android, the app, mobile web or desktop. */
export type ClientPlatform = 'pc' | 'h5' | 'pc_tg' | 'ios_tg' | 'android_tg' | 'app';

/** The exchange's app announces itself in its webview user agent as `KestrelApp/<version>`. */
const APP_MARKER = /\bKestrelApp\/(\d+(?:\.\d+){0,3})/;
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i;

export interface PlatformSignals {
  userAgent: string;
  /** `Telegram.WebApp.platform` when the page runs inside the mini-program, else undefined. */
  miniProgramPlatform?: string | undefined;
}

/** The platform tags of the messaging mini-program (spec §1). */
export function isMiniProgram(platform: ClientPlatform): platform is 'pc_tg' | 'ios_tg' | 'android_tg' {
  return platform === 'pc_tg' || platform === 'ios_tg' || platform === 'android_tg';
}

/**
 * The messaging client opens the mini-program with launch parameters in the URL fragment (or, in some
 * clients, the query): `#tgWebAppData=...&tgWebAppVersion=8.0&tgWebAppPlatform=ios`. Returns the platform
 * named there, if any. Read at boot, before the router rewrites the URL.
 */
export function miniProgramPlatformFromLaunchParams(hash: string, search = ''): string | undefined {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    if (!part.includes('tgWebApp')) continue;
    const params = new URLSearchParams(part);
    const platform = params.get('tgWebAppPlatform');
    if (platform && launchDataReadable(params)) return platform;
  }
  return undefined;
}

/**
 * A launch the messaging client made names its version, and its init data (when there is any) carries the user
 * as JSON. A link with less, or with data that does not parse, was not opened by the client: an ordinary web page.
 */
function launchDataReadable(params: URLSearchParams): boolean {
  if (!params.get('tgWebAppVersion')) return false;
  const user = new URLSearchParams(params.get('tgWebAppData') ?? '').get('user');
  if (user === null) return true;
  try {
    const parsed: unknown = JSON.parse(user);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

function appVersionFromUserAgent(userAgent: string): string | null {
  return APP_MARKER.exec(userAgent)?.[1] ?? null;
}

export function detectClientPlatform({ userAgent, miniProgramPlatform }: PlatformSignals): ClientPlatform {
  if (miniProgramPlatform && miniProgramPlatform !== 'unknown') {
    if (miniProgramPlatform === 'ios') return 'ios_tg';
    if (miniProgramPlatform.startsWith('android')) return 'android_tg';
    return 'pc_tg';
  }
  if (appVersionFromUserAgent(userAgent)) return 'app';
  return MOBILE_UA.test(userAgent) ? 'h5' : 'pc';
}

/** Compares dotted versions numerically: 3.10.0 is above 3.6.1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** The native app bridge exists only in app versions above 3.6.1 (spec §5). */
const MIN_BRIDGE_VERSION_EXCLUSIVE = '3.6.1';

export function isAppBridgeSupported(userAgent: string): boolean {
  const version = appVersionFromUserAgent(userAgent);
  return version !== null && compareVersions(version, MIN_BRIDGE_VERSION_EXCLUSIVE) > 0;
}
