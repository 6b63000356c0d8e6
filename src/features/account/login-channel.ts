import { isAppBridgeSupported, type ClientPlatform } from '@/platform/client-platform';

export type LoginChannel = 'bridge' | 'modal' | 'redirect' | 'none';

/**
 * How a login request is served (spec §6): in the app, through the native bridge when the app is new enough
 * (above 3.6.1), else by going to the login page; on the web and in the mini-program, in a modal over the
 * current page. On the login page itself there is nothing to open.
 */
export function loginChannelFor({
  platform,
  userAgent,
  onLoginPage,
}: {
  platform: ClientPlatform;
  userAgent: string;
  onLoginPage: boolean;
}): LoginChannel {
  if (onLoginPage) return 'none';
  if (platform === 'app') return isAppBridgeSupported(userAgent) ? 'bridge' : 'redirect';
  return 'modal';
}

export function isLoginPath(pathname: string): boolean {
  return /^(?:\/[^/]+)?\/earn\/login(?:\/|$)/.test(pathname);
}
