import { getAppBridge } from '@/api/api-context';
import { loginUrl } from '@/api/login-redirect';
import { requestLogin } from './login-request';

/**
 * Asks for a login and comes back to this page (spec §6): the shell's modal when it listens, else the
 * app's own login through the bridge, else the login page with `redirect_url`.
 */
export function loginToContinue(here: string): void {
  if (requestLogin({ redirectUrl: here })) return;
  const bridge = getAppBridge();
  if (bridge) {
    bridge.refreshProfile();
    return;
  }
  location.assign(loginUrl(here));
}
