import { describe, expect, it } from 'vitest';
import {
  orderFlowReducer,
  isBusy,
  INITIAL_FLOW_STATE,
  type FlowEvent,
  type FlowProblem,
  type FlowQuote,
  type FlowState,
} from '@/products/order-flow/order-flow-machine';

type Intent = { amount: string; quote_id?: string };
type State = FlowState<Intent, string, string>;
type Event = FlowEvent<Intent, string, string>;

const intent: Intent = { amount: '100', quote_id: 'q1' };
const quote: FlowQuote = { quoteId: 'q1', expireAt: 1000, apyE8: '12000000', targetPriceE8: '9000000000000' };
const fresh: FlowQuote = { quoteId: 'q2', expireAt: 2000, apyE8: '11000000', targetPriceE8: '9000000000000' };
const problem: FlowProblem = { key: 'errors:timeout', values: {} };

function run(events: Event[], from: State = INITIAL_FLOW_STATE): State {
  return events.reduce(orderFlowReducer<Intent, string, string>, from);
}

const review: State = run([
  { type: 'submit', intent },
  { type: 'previewed', preview: 'p', needsCheck: true },
  { type: 'checked', prompt: null },
]);
const paying = (id: string): State => run([{ type: 'confirm', clientOrderId: id }], review);

describe('order flow transitions', () => {
  it('draft -> previewing -> checking -> review -> paying -> done', () => {
    const states = [INITIAL_FLOW_STATE as State];
    for (const event of [
      { type: 'submit', intent },
      { type: 'previewed', preview: 'p', needsCheck: true },
      { type: 'checked', prompt: null },
      { type: 'confirm', clientOrderId: 'id-1' },
      { type: 'paid', result: 'order-1' },
    ] as Event[])
      states.push(orderFlowReducer(states.at(-1) as State, event));
    expect(states.map((s) => s.name)).toEqual(['draft', 'previewing', 'checking', 'review', 'paying', 'done']);
    expect(states.at(-1)).toEqual({ name: 'done', intent, preview: 'p', result: 'order-1' });
    expect(states.map(isBusy)).toEqual([false, true, true, false, true, false]);
  });

  it('families without a check go from the preview to the review', () => {
    expect(
      run([
        { type: 'submit', intent },
        { type: 'previewed', preview: 'p', needsCheck: false },
      ]).name,
    ).toBe('review');
  });

  it('check-available prompts (KYC), and the prompt may submit again', () => {
    const prompt = run([
      { type: 'submit', intent },
      { type: 'previewed', preview: 'p', needsCheck: true },
      { type: 'checked', prompt: { kind: 'kyc', requiredLevel: 1, userLevel: 0 } },
    ]);
    expect(prompt).toEqual({ name: 'prompt', intent, prompt: { kind: 'kyc', requiredLevel: 1, userLevel: 0 } });
    expect(run([{ type: 'submit', intent }], prompt).name).toBe('previewing');
    expect(run([{ type: 'back' }], prompt)).toEqual({ name: 'draft', error: null });
  });

  it('a failed preview or check goes back to the draft with the reason', () => {
    expect(
      run([
        { type: 'submit', intent },
        { type: 'stepFailed', error: problem },
      ]),
    ).toEqual({ name: 'draft', error: problem });
    expect(
      run([
        { type: 'submit', intent },
        { type: 'previewed', preview: 'p', needsCheck: true },
        { type: 'stepFailed', error: problem },
      ]),
    ).toEqual({ name: 'draft', error: problem });
  });

  it('retry after a timeout sends the same client order id', () => {
    const failed = run([{ type: 'payFailed', error: problem, outcome: 'unknown' }], paying('id-1'));
    expect(failed).toMatchObject({ name: 'failed', outcome: 'unknown', clientOrderId: 'id-1' });
    // An unknown outcome is never confirmed as a new intent: only retried.
    expect(run([{ type: 'confirm', clientOrderId: 'id-2' }], failed)).toBe(failed);
    const again = run([{ type: 'retry' }], failed);
    expect(again).toEqual({ name: 'paying', intent, preview: 'p', clientOrderId: 'id-1' });
    expect(run([{ type: 'paid', result: 'order-1' }], again).name).toBe('done');
  });

  it('a refusal is confirmed again as a new intent with the new id, never retried', () => {
    const refused = run(
      [{ type: 'payFailed', error: { key: 'errors:earn.maintenance', values: { code: 600 } }, outcome: 'refused' }],
      paying('id-1'),
    );
    expect(run([{ type: 'retry' }], refused)).toBe(refused);
    expect(run([{ type: 'confirm', clientOrderId: 'id-2' }], refused)).toMatchObject({
      name: 'paying',
      clientOrderId: 'id-2',
    });
  });

  it('a quote expiring in the review is requoted, and nothing is paid until the new quote is accepted and confirmed', () => {
    const requoting = run([{ type: 'quoteExpired', quote }], review);
    expect(requoting).toMatchObject({ name: 'requoting', previous: quote, reason: 'expired' });
    expect(run([{ type: 'confirm', clientOrderId: 'id-1' }], requoting)).toBe(requoting);
    const newIntent = { ...intent, quote_id: 'q2' };
    const requote = run([{ type: 'requoted', intent: newIntent, quote: fresh }], requoting);
    expect(requote).toMatchObject({
      name: 'requote',
      intent: newIntent,
      previous: quote,
      quote: fresh,
      reason: 'expired',
    });
    expect(run([{ type: 'confirm', clientOrderId: 'id-1' }], requote)).toBe(requote);
    const previewing = run([{ type: 'acceptQuote' }], requote);
    expect(previewing).toEqual({ name: 'previewing', intent: newIntent });
  });

  it('340 while paying requotes with the old and the new quote', () => {
    const requoting = run([{ type: 'quoteRefused', quote }], paying('id-1'));
    expect(requoting).toMatchObject({ name: 'requoting', previous: quote, reason: 'refused' });
    expect(run([{ type: 'requoted', intent, quote: fresh }], requoting)).toMatchObject({
      name: 'requote',
      previous: quote,
      quote: fresh,
      reason: 'refused',
    });
    expect(run([{ type: 'stepFailed', error: problem }], requoting)).toEqual({ name: 'draft', error: problem });
  });

  it('341 while paying requotes as expired, not as refused', () => {
    const requoting = run([{ type: 'quoteRefused', quote, expired: true }], paying('id-1'));
    expect(requoting).toMatchObject({ name: 'requoting', previous: quote, reason: 'expired' });
    expect(run([{ type: 'requoted', intent, quote: fresh }], requoting)).toMatchObject({
      name: 'requote',
      reason: 'expired',
    });
  });

  it('340 on an order without a quote goes back to the draft with the reason, to be reviewed from fresh data', () => {
    const moved: FlowProblem = { key: 'errors:earn.quoteChanged', values: { code: 340 } };
    expect(run([{ type: 'intentOutdated', error: moved }], paying('id-1'))).toEqual({ name: 'draft', error: moved });
    // Only an order being placed: a late refusal never pulls a review or a finished order back.
    expect(run([{ type: 'intentOutdated', error: moved }], review)).toBe(review);
  });

  it('the quote only expires in the review', () => {
    const state = paying('id-1');
    expect(run([{ type: 'quoteExpired', quote }], state)).toBe(state);
    expect(run([{ type: 'quoteExpired', quote }], INITIAL_FLOW_STATE)).toBe(INITIAL_FLOW_STATE);
  });

  it('back never leaves an order being placed; reset starts over after done', () => {
    const state = paying('id-1');
    expect(run([{ type: 'back' }], state)).toBe(state);
    expect(run([{ type: 'back' }], review)).toEqual({ name: 'draft', error: null });
    const done = run([{ type: 'paid', result: 'r' }], state);
    expect(run([{ type: 'reset' }], done)).toEqual({ name: 'draft', error: null });
    expect(run([{ type: 'reset' }], review)).toBe(review);
  });

  it('a lost answer is looked up while paying: no Back, no second confirmation, then placed, not placed or still unknown', () => {
    const checking = run([{ type: 'checking' }], paying('id-1'));
    expect(checking).toEqual({ name: 'paying', intent, preview: 'p', clientOrderId: 'id-1', checking: true });
    expect(isBusy(checking)).toBe(true);
    expect(run([{ type: 'back' }], checking)).toBe(checking);
    expect(run([{ type: 'confirm', clientOrderId: 'id-2' }], checking)).toBe(checking);
    expect(run([{ type: 'paid', result: 'order-1' }], checking)).toMatchObject({ name: 'done', result: 'order-1' });
    const stillUnknown = run([{ type: 'payFailed', error: problem, outcome: 'unknown' }], checking);
    expect(stillUnknown).toMatchObject({ name: 'failed', outcome: 'unknown', clientOrderId: 'id-1' });
    expect(run([{ type: 'retry' }], stillUnknown)).toMatchObject({ name: 'paying', clientOrderId: 'id-1' });
    // A later check settles an unknown outcome without a new attempt: the late answer, or nothing listed long after.
    expect(run([{ type: 'paid', result: 'order-1' }], stillUnknown)).toMatchObject({ name: 'done', result: 'order-1' });
    expect(run([{ type: 'payFailed', error: problem, outcome: 'refused' }], stillUnknown)).toMatchObject({
      name: 'failed',
      outcome: 'refused',
    });
    expect(run([{ type: 'payFailed', error: problem, outcome: 'refused' }], checking)).toMatchObject({
      name: 'failed',
      outcome: 'refused',
    });
  });

  it('an earlier unsettled order is restored from the draft (or a prompt) and looked up before anything new', () => {
    const earlier = { amount: '50' };
    const restored = run([{ type: 'restore', intent: earlier, preview: 'p0', clientOrderId: 'id-0' }]);
    expect(restored).toEqual({
      name: 'paying',
      intent: earlier,
      preview: 'p0',
      clientOrderId: 'id-0',
      checking: true,
      earlier: true,
    });
    // Settled, it stays the earlier order: the page says so rather than presenting it as the one just confirmed.
    expect(run([{ type: 'paid', result: 'order-0' }], restored)).toMatchObject({ name: 'done', earlier: true });
    expect(run([{ type: 'submit', intent }], restored)).toBe(restored);
    expect(run([{ type: 'restore', intent: earlier, preview: 'p0', clientOrderId: 'id-0' }], review)).toBe(review);
    const prompt = run([
      { type: 'submit', intent },
      { type: 'previewed', preview: 'p', needsCheck: true },
      { type: 'checked', prompt: { kind: 'kycUnknown', requiredLevel: 1, userLevel: 0 } },
    ]);
    expect(run([{ type: 'restore', intent: earlier, preview: 'p0', clientOrderId: 'id-0' }], prompt).name).toBe(
      'paying',
    );
  });

  it('ignores answers that arrive in another state (a second confirm, a late preview)', () => {
    const state = paying('id-1');
    expect(run([{ type: 'confirm', clientOrderId: 'id-2' }], state)).toBe(state);
    expect(run([{ type: 'previewed', preview: 'late', needsCheck: false }], review)).toBe(review);
    expect(run([{ type: 'paid', result: 'r' }], review)).toBe(review);
    expect(run([{ type: 'submit', intent }], review)).toBe(review);
  });
});
