import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { edition } from '@/edition/current-edition';
import { classifyLocaleSegment, resolvePathLocale } from '@/i18n/locales';
import { ShellLayout } from '@/app/shell/shell-layout';
import { NotFoundPage } from '@/app/shell/not-found-page';

/**
 * The optional locale prefix. A miscased or unknown locale, `/en/...`, or a missing prefix on an edition
 * whose default locale carries one, is corrected by a replace-redirect; a first segment that is not a
 * locale at all is a 404.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    if (params.locale !== undefined && classifyLocaleSegment(params.locale, edition.locales).kind === 'none') {
      throw notFound();
    }
    const { correctedPath } = resolvePathLocale(location.pathname, edition.locales, edition.defaultLocale);
    if (correctedPath && correctedPath !== location.pathname) {
      // A computed path: the router matches it like a typed link.
      throw redirect({
        to: correctedPath as never,
        search: location.search as never,
        hash: location.hash,
        replace: true,
      });
    }
  },
  component: () => (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  ),
  notFoundComponent: NotFoundPage,
});
