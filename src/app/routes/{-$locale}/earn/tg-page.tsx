import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The messaging mini-program's landing; its view loads with the page, not with the app's first load. */
export const Route = createFileRoute('/{-$locale}/earn/tg-page')({
  component: lazyRouteComponent(() => import('@/app/tg-page-view'), 'TgPageView'),
});
