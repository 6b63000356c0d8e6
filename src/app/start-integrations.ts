import type { QueryClient } from '@tanstack/react-query';
import { observeCalls } from '@/api/call-api';
import { configValues, configWebQueryOptions } from '@/api/main/config-web';
import { currentUserQueryOptions, isLoggedIn, type UserProfile } from '@/api/main/user-profile';
import { edition } from '@/edition/current-edition';
import { getCurrentLocale } from '@/i18n/current-locale';
import { splitFirstSegment } from '@/i18n/locales';
import { searchChanges } from '@/platform/analytics/analytics-payload';
import { reportRenderError } from '@/platform/analytics/report-render-error';
import { startAnalytics } from '@/platform/analytics/start-analytics';
import { scheduleChatbot } from '@/platform/chatbot/schedule-chatbot';
import type { ChatUser, RunningChat } from '@/platform/chatbot/start-chatbot';
import { currentClientPlatform } from '@/platform/current-platform';
import { BUILD_ID } from './build-id';
import { setErrorReporter } from './render-error-reports';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>['router'];

/** A search is reported once the typing stopped for this long. */
const SEARCH_SETTLE_MS = 1_000;
/** Remote config key that can switch the chatbot off (spec §7 config/web). */
const CHATBOT_CONFIG_KEY = 'earn_chatbot_enabled';

/** The page's path without the locale prefix (`/earn/home/`). */
function pageOf(pathname: string): string {
  const { first, rest } = splitFirstSegment(pathname);
  return first === 'earn' || first === undefined ? pathname : rest;
}

function chatUser(profile: UserProfile | null | undefined): ChatUser | null {
  if (!profile || !isLoggedIn(profile)) return null;
  return {
    id: profile.id,
    name: profile.vague_email || profile.vague_mobile || profile.username,
    vip: profile.loyalty_vip_info.is_vip,
  };
}

/**
 * Everything the pages never import, wired after the first render (this module is its own chunk): usage
 * analytics and monitoring fed by the router (page views, searches, filters) and by the API's call outcomes
 * (subscriptions, redemptions, exports, failures), the errors the boundaries caught, and the support chatbot started 10 s after load outside
 * the app, given the language and the user. Features stay unaware of all of it.
 */
export function startIntegrations(router: AppRouter, queryClient: QueryClient): void {
  const platform = currentClientPlatform();
  const locale = getCurrentLocale();
  const profile = () => queryClient.getQueryData(currentUserQueryOptions().queryKey);

  const analytics = startAnalytics(edition.api.host, {
    platform,
    locale,
    loggedIn: () => isLoggedIn(profile()),
    page: () => pageOf(router.state.location.pathname),
  });
  observeCalls((outcome) => analytics.call(outcome));
  // What the error boundaries caught: sent at once (the page may reload), with the route, edition and build.
  setErrorReporter((error, caught) =>
    reportRenderError(error, {
      ...caught,
      apiHost: edition.api.host,
      edition: edition.id,
      build: BUILD_ID,
      platform,
      loggedIn: isLoggedIn(profile()),
    }),
  );

  let last = {
    page: pageOf(router.state.location.pathname),
    search: router.state.location.search as Record<string, unknown>,
  };
  analytics.track('page_view');
  let searchTimer: ReturnType<typeof setTimeout> | null = null;
  router.subscribe('onResolved', ({ toLocation }) => {
    const next = { page: pageOf(toLocation.pathname), search: toLocation.search as Record<string, unknown> };
    if (next.page !== last.page) {
      analytics.track('page_view');
    } else {
      const { search, filters } = searchChanges(last.search, next.search);
      if (search !== null) {
        if (searchTimer) clearTimeout(searchTimer);
        searchTimer = setTimeout(() => analytics.track('search', { query: search.slice(0, 64) }), SEARCH_SETTLE_MS);
      }
      if (filters.length > 0) analytics.track('filter', { keys: filters.join(',') });
    }
    last = next;
  });

  let chat: RunningChat | null = null;
  scheduleChatbot(
    platform,
    () => {
      void (async () => {
        const config = await queryClient
          .fetchQuery(configWebQueryOptions([CHATBOT_CONFIG_KEY], locale))
          .catch(() => null);
        if (config && configValues(config).get(CHATBOT_CONFIG_KEY) === 'false') return;
        const { startChatbot } = await import('@/platform/chatbot/start-chatbot');
        chat = await startChatbot(locale, chatUser(profile()));
      })();
    },
    performance.now(),
  );
  // A login or logout reaches the chat too.
  let chatUserId = chatUser(profile())?.id ?? null;
  queryClient.getQueryCache().subscribe((event) => {
    if (
      !chat ||
      event.query.queryHash !==
        queryClient.getQueryCache().find({ queryKey: currentUserQueryOptions().queryKey })?.queryHash
    )
      return;
    const user = chatUser(profile());
    if ((user?.id ?? null) === chatUserId) return;
    chatUserId = user?.id ?? null;
    chat.setUser(user);
  });
}
