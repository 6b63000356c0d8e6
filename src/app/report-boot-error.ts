import { edition } from '@/edition/current-edition';
import { reportRenderError } from '@/platform/analytics/report-render-error';
import { currentClientPlatform } from '@/platform/current-platform';
import { BUILD_ID } from './build-id';

/** A page that could not start (main.tsx): reported like a render error, from its own chunk. */
export function reportBootError(error: unknown, reloading: boolean): void {
  reportRenderError(error, {
    apiHost: edition.api.host,
    route: 'boot',
    edition: edition.id,
    build: BUILD_ID,
    platform: currentClientPlatform(),
    loggedIn: false,
    source: 'boot',
    reloading,
  });
}
