import { Eligibility } from '@/api/earn/earn-enums';

/**
 * Eligibility of spec §4 and what a subscribe button does in each state. Pure, so every product page maps
 * the states the same way and the table is tested once.
 */

export type KycLevel = 0 | 1 | 2;

export type SubscribeActionKind =
  /** Go ahead: open the subscribe form. */
  | 'subscribe'
  /** Ask for a login first (modal, app bridge or login page). */
  | 'login'
  /** The product needs a higher KYC level: send the user to identity verification. */
  | 'verify'
  /** The KYC status could not be read: offer to check again. */
  | 'retry'
  /** The account carries a tag that excludes it from this product: nothing to do. */
  | 'blocked'
  /** Not known yet (still checking, or the server did not say): disabled. */
  | 'wait';

export interface SubscribeAction {
  kind: SubscribeActionKind;
  /** Button label, in the `account` namespace. */
  labelKey: string;
  /** Why, shown next to the button; null when the button says it all. */
  reasonKey: string | null;
  disabled: boolean;
}

const ACTIONS: Readonly<Record<Eligibility, SubscribeAction>> = {
  [Eligibility.Available]: { kind: 'subscribe', labelKey: 'eligibility.subscribe', reasonKey: null, disabled: false },
  [Eligibility.Unknown]: { kind: 'wait', labelKey: 'eligibility.subscribe', reasonKey: 'eligibility.unknown', disabled: true },
  [Eligibility.NotLoggedIn]: { kind: 'login', labelKey: 'eligibility.login', reasonKey: 'eligibility.notLoggedIn', disabled: false },
  [Eligibility.KycLimited]: { kind: 'verify', labelKey: 'eligibility.verify', reasonKey: 'eligibility.kycLimited', disabled: false },
  [Eligibility.KycLimitedQueryException]: { kind: 'retry', labelKey: 'eligibility.retry', reasonKey: 'eligibility.kycQueryFailed', disabled: false },
  [Eligibility.TagBlocked]: { kind: 'blocked', labelKey: 'eligibility.unavailable', reasonKey: 'eligibility.tagBlocked', disabled: true },
};

export function subscribeActionFor(eligibility: Eligibility): SubscribeAction {
  return ACTIONS[eligibility];
}

export interface EligibilityFacts {
  /** undefined while the session is being read. */
  loggedIn: boolean | undefined;
  /** The KYC query: its level when read, 'error' when it failed, undefined while loading. */
  kycLevel: KycLevel | 'error' | undefined;
  /** The level the product needs (0-2). */
  requiredKycLevel: number;
  /** The account has a tag that blocks this product (from the server's eligibility answer). */
  tagBlocked?: boolean;
}

/** The state from what the client knows: session, KYC level (levels 0-2 of spec §3) and the product's need. */
export function deriveEligibility({ loggedIn, kycLevel, requiredKycLevel, tagBlocked }: EligibilityFacts): Eligibility {
  if (loggedIn === undefined) return Eligibility.Unknown;
  if (!loggedIn) return Eligibility.NotLoggedIn;
  if (tagBlocked) return Eligibility.TagBlocked;
  if (requiredKycLevel <= 0) return Eligibility.Available;
  if (kycLevel === undefined) return Eligibility.Unknown;
  if (kycLevel === 'error') return Eligibility.KycLimitedQueryException;
  return kycLevel >= requiredKycLevel ? Eligibility.Available : Eligibility.KycLimited;
}

/**
 * The server's answer (check-available) wins: it also knows the blocked tags. Without one (not asked yet,
 * or the call failed) the client's own view decides, and an anonymous visitor is always NotLoggedIn.
 */
export function resolveEligibility(server: Eligibility | undefined, facts: EligibilityFacts): Eligibility {
  if (facts.loggedIn === false) return Eligibility.NotLoggedIn;
  if (server !== undefined && server !== Eligibility.Unknown) return server;
  return deriveEligibility(facts);
}
