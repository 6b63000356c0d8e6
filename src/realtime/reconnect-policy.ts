/**
 * Reconnect timing (spec §9): 1 s growing (doubling) to at most 5 s, jitter 0.5, unlimited attempts; a report
 * after 3 attempts and then every 3, up to attempt 22.
 */
export interface ReconnectPolicy {
  minDelayMs: number;
  maxDelayMs: number;
  factor: number;
  /** 0.5: each delay is drawn from [base * 0.5, base], so clients do not reconnect in lockstep. */
  jitter: number;
  reportFirst: number;
  reportEvery: number;
  reportLast: number;
}

export const EARN_RECONNECT_POLICY: ReconnectPolicy = {
  minDelayMs: 1_000,
  maxDelayMs: 5_000,
  factor: 2,
  jitter: 0.5,
  reportFirst: 3,
  reportEvery: 3,
  reportLast: 22,
};

/** The delay before reconnect attempt `attempt` (1-based), without jitter. */
export function baseDelay(attempt: number, policy: ReconnectPolicy = EARN_RECONNECT_POLICY): number {
  const grown = policy.minDelayMs * policy.factor ** Math.max(0, attempt - 1);
  return Math.min(policy.maxDelayMs, grown);
}

/** The delay with jitter; `random` in [0, 1). */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  policy: ReconnectPolicy = EARN_RECONNECT_POLICY,
): number {
  const base = baseDelay(attempt, policy);
  return Math.round(base * (1 - policy.jitter * random()));
}

/** Attempts 3, 6, 9, ... 21 are reported to monitoring. */
export function shouldReportAttempt(attempt: number, policy: ReconnectPolicy = EARN_RECONNECT_POLICY): boolean {
  return (
    attempt >= policy.reportFirst &&
    attempt <= policy.reportLast &&
    (attempt - policy.reportFirst) % policy.reportEvery === 0
  );
}
