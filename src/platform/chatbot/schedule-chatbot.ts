import type { ClientPlatform } from '@/platform/client-platform';

/** Spec §1, §9: the support chatbot starts 10 s after load, and never inside the exchange's app. */
export const CHATBOT_DELAY_MS = 10_000;

/**
 * Calls `start` once `CHATBOT_DELAY_MS` after the page loaded (`sinceLoadMs` have already passed), unless the
 * page runs in the app. Returns a function that cancels a start still pending.
 */
export function scheduleChatbot(platform: ClientPlatform, start: () => void, sinceLoadMs = 0): () => void {
  if (platform === 'app') return () => undefined;
  const timer = setTimeout(start, Math.max(0, CHATBOT_DELAY_MS - sinceLoadMs));
  return () => clearTimeout(timer);
}
