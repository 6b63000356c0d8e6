/**
 * The exchange's app bridge script (spec §7), loaded only inside the app (versions above 3.6.1, spec §5).
 * Designed interface — the spec names the script, not its methods: `window.hecate.call(method, params)`
 * returns a promise. Methods used: `login` (truthy when the user logged in), `getUserToken`, `refreshProfile`,
 * `getWebviewConfig` ({ autoHideHeader }), `openNativeRoute` ({ route }).
 */
const APP_BRIDGE_SCRIPT = '/common-static/infra-static/hecate/hecate.min.js';
const LOAD_TIMEOUT_MS = 5000;

export interface NativeBridge {
  call(method: string, params?: Record<string, unknown>): Promise<unknown>;
}

type BridgeWindow = Window & { hecate?: NativeBridge };

let loading: Promise<NativeBridge | null> | null = null;

function bridgeOf(win: Window): NativeBridge | null {
  const candidate = (win as BridgeWindow).hecate;
  return candidate && typeof candidate.call === 'function' ? candidate : null;
}

/** Loads the bridge script once; null when it cannot be loaded (the caller falls back to the login page). */
export function loadAppBridge(win: Window = window, timeoutMs = LOAD_TIMEOUT_MS): Promise<NativeBridge | null> {
  const ready = bridgeOf(win);
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<NativeBridge | null>((resolve) => {
    const script = win.document.createElement('script');
    const timer = win.setTimeout(() => resolve(null), timeoutMs);
    script.src = APP_BRIDGE_SCRIPT;
    script.async = true;
    script.onload = () => {
      win.clearTimeout(timer);
      resolve(bridgeOf(win));
    };
    script.onerror = () => {
      win.clearTimeout(timer);
      resolve(null);
    };
    win.document.head.append(script);
  }).then((bridge) => {
    if (!bridge) loading = null;
    return bridge;
  });
  return loading;
}

/** 'ok' when the app reports a login, 'cancelled' when the user closed it, 'unavailable' without a bridge. */
export async function loginThroughAppBridge(win: Window = window): Promise<'ok' | 'cancelled' | 'unavailable'> {
  const bridge = await loadAppBridge(win);
  if (!bridge) return 'unavailable';
  try {
    return (await bridge.call('login', {})) ? 'ok' : 'cancelled';
  } catch {
    return 'unavailable';
  }
}

/** For tests. */
export function resetAppBridge(): void {
  loading = null;
}
