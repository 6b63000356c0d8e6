/** The global edition's earn API (editions/global.json `api.earnBase`). */
const EARN_BASE = '/x-api/s1/byfi';

interface Envelope<T> {
  result?: T;
}

export async function earnCall<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T | undefined> {
  const response = await fetch(`${EARN_BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as Envelope<T>).result;
}

/** Coin enum to name, from get-coins (`{ coin: [enum, name, ...] }` rows of strings). */
export async function coinNames(signal?: AbortSignal): Promise<Map<number, string>> {
  const result = await earnCall<{ coins?: { coin: [string, string] }[] }>('/get-coins', undefined, signal);
  return new Map((result?.coins ?? []).map((row) => [Number(row.coin[0]), row.coin[1]]));
}

/** An APR scaled by 1e8 (an integer string) as a percentage cut to two decimals, by string arithmetic. */
export function percentOfE8(e8: string): string {
  const negative = e8.startsWith('-');
  const digits = (negative ? e8.slice(1) : e8).padStart(9, '0');
  // 1e8 is 100 %: the percentage is the e8 figure over 1e6.
  const whole = digits.slice(0, -6).replace(/^0+(?=\d)/, '');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-6, -4)}%`;
}
