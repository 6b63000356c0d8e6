import { http, HttpResponse, type HttpHandler } from 'msw';
import { ANALYTICS_PATH, MONITORING_PATH } from '@/api/main/collectors';
import { MAIN_BASE } from './route';

/** `GET /__sim/collected`: what the analytics and monitoring collectors received since the page loaded. */
const COLLECTED_PATH = '/__sim/collected';

export interface Collected {
  events: unknown[];
  errors: unknown[];
}

/**
 * The analytics and monitoring collectors: they keep what they receive (in memory, for the page's life) so the
 * demo's reviewer and the tests can see what a page reported.
 */
export function collectorHandlers(collected: Collected = { events: [], errors: [] }): HttpHandler[] {
  const collector = (path: string, into: unknown[]) =>
    http.post(`*${MAIN_BASE}${path}`, async ({ request }) => {
      try {
        const body = JSON.parse(await request.text()) as { records?: unknown };
        if (Array.isArray(body.records)) into.push(...body.records);
      } catch {
        return new HttpResponse(null, { status: 400 });
      }
      return new HttpResponse(null, { status: 204 });
    });
  return [
    collector(ANALYTICS_PATH, collected.events),
    collector(MONITORING_PATH, collected.errors),
    http.get(`*${COLLECTED_PATH}`, () => HttpResponse.json(collected)),
  ];
}
