import { useCallback } from 'react';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';
import { LoginPage, type LoginMode } from '@/features/account/login-page';
import { edition } from '@/edition/current-edition';
import { oneOf, searchValidator, textUpTo } from '@/lib/search-readers';

/** `redirect_url` is only carried here; it is checked against the app's own paths before it is followed. */
const loginSearch = searchValidator({
  redirect_url: textUpTo(2048),
  mode: oneOf(['login', 'signup']),
});

export const Route = createFileRoute('/{-$locale}/earn/login')({
  validateSearch: loginSearch,
  loader: () => loadNamespaces(['account', 'errors']),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect_url: redirectUrl, mode } = Route.useSearch();
  const locale = Route.useParams().locale ?? edition.defaultLocale;
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  const follow = useCallback((path: string) => void router.navigate({ href: path, replace: true }), [router]);
  const changeMode = useCallback(
    (next: LoginMode) =>
      void navigate({ search: (prev) => ({ ...prev, mode: next === 'login' ? undefined : next }), replace: true }),
    [navigate],
  );
  return (
    // A registration is titled as one, in the tab and the heading (the static page is the login's).
    <PageFrame metaKey={mode === 'signup' ? 'signup' : 'login'}>
      <LoginPage redirectUrl={redirectUrl} locale={locale} mode={mode} onModeChange={changeMode} navigate={follow} />
    </PageFrame>
  );
}
