import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './page-title';
import type { HelpMetaKey, TitledMetaKey } from '@/i18n/common-key-types';
import * as css from './page-frame.css';

/** Loaded beside the page, never in its first-load code: it only asks the remote configuration and says maintenance. */
const MaintenanceNotice = lazy(() =>
  import('@/products/maintenance-notice').then((m) => ({ default: m.MaintenanceNotice })),
);

/** A page's heading, intro and body; sets the document title from the same `meta.<key>` strings as the static HTML. */
export function PageFrame({
  metaKey,
  title,
  children,
  actions,
}: (
  | { metaKey: TitledMetaKey; /** Replaces the page's catalogue title. */ title?: string }
  | { metaKey: HelpMetaKey; /** A help article's own title: its catalogue entry has none. */ title: string }
) & {
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  // Help articles always bring their own title (the props' union): only titled pages fall back to the catalogue.
  const heading = title ?? t(`meta.${metaKey as TitledMetaKey}.title`);
  usePageTitle(heading);
  return (
    <>
      <div className={css.titleRow}>
        <div>
          <h1 className={css.title}>{heading}</h1>
          <p className={css.intro}>{t(`meta.${metaKey}.description`)}</p>
        </div>
        {actions}
      </div>
      <Suspense fallback={null}>
        <MaintenanceNotice />
      </Suspense>
      {children}
    </>
  );
}
