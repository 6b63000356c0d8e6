import { http, HttpResponse } from 'msw';
import { simServer } from '@/sim/node/sim-server';

/**
 * The next `count` calls of an earn endpoint reach the simulated exchange, which acts on them, and then their
 * answers are lost on the way back: `unreadable` (a 200 that is not JSON, as a broken proxy sends) or
 * `network` (the connection drops). The client cannot know whether the order exists.
 */
export function loseAnswers(
  endpoint: string,
  { count = 1, as = 'unreadable' }: { count?: number; as?: 'unreadable' | 'network' } = {},
): void {
  let left = count;
  let forwarding = false;
  simServer.use(
    http.post(`*/x-api/s1/byfi/${endpoint}`, async ({ request }) => {
      // The forwarded copy, or once the answers are no longer lost: the simulator answers as usual.
      if (forwarding || left <= 0) return undefined;
      left -= 1;
      forwarding = true;
      try {
        await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: await request.clone().text(),
          credentials: 'include',
        });
      } finally {
        forwarding = false;
      }
      return as === 'network'
        ? HttpResponse.error()
        : new HttpResponse('<html><body>Bad gateway</body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          });
    }),
  );
}

/** The JSON bodies of every call of an earn endpoint from now on, including forwarded copies. */
export function bodiesOf(endpoint: string): Promise<unknown>[] {
  const bodies: Promise<unknown>[] = [];
  simServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/${endpoint}`)) bodies.push(request.clone().json());
  });
  return bodies;
}
