import { getAppBridge } from '@/api/api-context';
import { loginUrl } from '@/api/login-redirect';
import { requestLogin } from '@/platform/login-request';

/** Asks for a login and comes back here: the shell's modal, else the app's bridge, else the login page. */
export function loginToSubscribe(here: string): void {
  if (requestLogin({ redirectUrl: here })) return;
  const bridge = getAppBridge();
  if (bridge) {
    bridge.refreshProfile();
    return;
  }
  location.assign(loginUrl(here));
}
