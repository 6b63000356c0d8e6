import * as z from 'zod/mini';
import { envelopeOf } from '@/api/envelope';

/** Talks to the simulator the way the app does: same-origin JSON calls under /x-api. */
const ORIGIN = 'http://127.0.0.1';
export const EARN = '/x-api/s1/byfi';
export const MAIN = '/x-api';

export interface Answer {
  status: number;
  headers: Headers;
  body: { ret_code: number; ret_msg: string; result: unknown; time_now?: string };
  text: string;
}

export async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Answer> {
  const url = `${ORIGIN}${path}`;
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    credentials: 'include',
    ...init,
  });
  const text = await response.text();
  let parsed: Answer['body'] = { ret_code: NaN, ret_msg: '', result: undefined };
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    // Left as NaN: the caller checks malformed bodies on `text`.
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const earn = (path: string, body?: unknown) => call('POST', `${EARN}${path}`, body);

/** The result, after checking the envelope and the endpoint's own zod schema from the API layer. */
export function resultOf<S extends z.ZodMiniType>(answer: Answer, schema: S): z.output<S> {
  if (answer.body.ret_code !== 0) throw new Error(`ret_code ${answer.body.ret_code}: ${answer.body.ret_msg}`);
  return (z.parse(envelopeOf(schema), answer.body) as { result: z.output<S> }).result;
}

export async function loginAs(username: string): Promise<void> {
  const answer = await call('POST', `${MAIN}/login`, { username, password: 'earn-demo' });
  if (answer.body.ret_code !== 0) throw new Error(`login failed: ${answer.body.ret_msg}`);
}

export async function logout(): Promise<void> {
  await call('POST', `${MAIN}/logout`, {});
}
