import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/i18n/load-namespaces';
import { PageFrame } from '@/app/shell/page-frame';
import { requireLogin } from '@/features/account/require-login';
import { CalendarPage } from '@/features/calendar/calendar-page';

/** The dates of the user's positions; like the wallet, a visitor is sent to log in and comes back here. */
export const Route = createFileRoute('/{-$locale}/earn/calendar')({
  beforeLoad: requireLogin,
  loader: () => loadNamespaces(['calendar', 'errors']),
  component: CalendarRoute,
});

function CalendarRoute() {
  return (
    <PageFrame metaKey="calendar">
      <CalendarPage />
    </PageFrame>
  );
}
