import { setAppBridge } from '@/api/api-context';
import { isAppBridgeSupported } from '../client-platform';
import type { AppWebviewServices } from '../platform-services';
import { loadAppBridge, loginThroughAppBridge, type NativeBridge } from './hecate';
import { nativeRouteFor } from './native-routes';

/**
 * Inside the exchange's app (spec §5, §6): the bridge script is loaded only there and used only when the
 * app is above 3.6.1. The user token then travels as a header (src/api/request-headers.ts), ret_code 10007
 * asks the app to refresh its profile (src/api/login-redirect.ts), logins go through the app, the header
 * follows the app's auto-hide setting and links with a native screen open natively.
 */

async function ask<T>(bridge: NativeBridge, method: string, params?: Record<string, unknown>): Promise<T | null> {
  try {
    return ((await bridge.call(method, params ?? {})) ?? null) as T | null;
  } catch {
    return null;
  }
}

export async function startAppWebview(userAgent: string = navigator.userAgent): Promise<AppWebviewServices | null> {
  if (!isAppBridgeSupported(userAgent)) return null;
  const bridge = await loadAppBridge();
  if (!bridge) return null;
  let token = await ask<string>(bridge, 'getUserToken');
  const config = await ask<{ autoHideHeader?: boolean }>(bridge, 'getWebviewConfig');
  setAppBridge({
    getUserToken: () => token,
    refreshProfile: () => {
      void ask(bridge, 'refreshProfile').then(async () => {
        token = await ask<string>(bridge, 'getUserToken');
      });
    },
  });
  return {
    headerHidden: config?.autoHideHeader === true,
    async login() {
      const outcome = await loginThroughAppBridge();
      if (outcome === 'ok') token = await ask<string>(bridge, 'getUserToken');
      return outcome;
    },
    openNative(href) {
      const route = nativeRouteFor(href, window.location.origin);
      if (!route) return false;
      void ask(bridge, 'openNativeRoute', { route });
      return true;
    },
  };
}
