import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { loginUrl } from '@/api/login-redirect';
import { onLoginRequest, type LoginRequest } from '@/platform/login-request';
import { usePlatformServices } from '@/platform/platform-services';
import { homePath } from './home-path';
import { isLoginPath, loginChannelFor } from './login-channel';
import { safeRedirectTarget } from './safe-redirect';
import { refreshSession } from './session';

// Loaded when first asked for: most visits never open it, and the first page load stays smaller.
const LoginModal = lazy(() => import('./login-modal').then((module) => ({ default: module.LoginModal })));

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Serves `requestLogin()` from any feature: the modal on the web, the app bridge in new app versions, the login
 * page otherwise. Mounted once by the shell.
 */
export function LoginHost() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [request, setRequest] = useState<LoginRequest | null>(null);
  const { platform, app } = usePlatformServices();

  useEffect(
    () =>
      onLoginRequest((next) => {
        const channel = loginChannelFor({
          platform,
          userAgent: navigator.userAgent,
          onLoginPage: isLoginPath(window.location.pathname),
        });
        const back = next.redirectUrl ?? currentPath();
        const toLoginPage = () => window.location.assign(loginUrl(back));
        if (channel === 'modal') setRequest(next);
        else if (channel === 'redirect') toLoginPage();
        else if (channel === 'bridge') {
          // The app's bridge is handed down by the shell; until it is ready (or without one) use the login page.
          if (!app) {
            toLoginPage();
            return;
          }
          void app.login().then((outcome) => {
            if (outcome === 'ok') void refreshSession(queryClient);
            else if (outcome === 'unavailable') toLoginPage();
          });
        }
      }),
    [queryClient, platform, app],
  );

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal
        onClose={() => setRequest(null)}
        onLoggedIn={() => {
          setRequest(null);
          if (request.redirectUrl === undefined) return;
          const target = safeRedirectTarget(request.redirectUrl, window.location.origin, homePath());
          if (target !== currentPath()) void router.navigate({ href: target });
        }}
      />
    </Suspense>
  );
}
