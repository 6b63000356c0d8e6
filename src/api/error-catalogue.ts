/**
 * Codes to translation keys (spec §8). Codes are read per domain because the same number means different
 * things: 303 is "insufficient balance" for an order and "no record" for a bill export.
 */
import type { ParseKeys } from 'i18next';

export type ErrorDomain = 'earn' | 'billExport' | 'main' | 'ticker' | 'login';

/** A key of the `errors` namespace, written with its prefix as components show it. */
export type ErrorKey = `errors:${ParseKeys<'errors'>}`;

/** Codes that mean the same in every domain. */
const COMMON: Readonly<Record<number, ErrorKey>> = {
  10007: 'errors:notLoggedIn',
  10009: 'errors:noPermission',
  33003: 'errors:noPermission',
  10024: 'errors:compliance',
  100007: 'errors:requestRejected',
};

const EARN: Readonly<Record<number, ErrorKey>> = {
  302: 'errors:earn.soldOut',
  303: 'errors:earn.insufficientBalance',
  304: 'errors:earn.insufficientBalance',
  315: 'errors:earn.rateLimited',
  320: 'errors:earn.overLimit',
  // 325, 344, 601 and 602 are listed without a meaning; each is said as the exchange's message words it.
  325: 'errors:earn.belowMinimum',
  334: 'errors:earn.notEligible',
  336: 'errors:earn.maxPendingOrders',
  340: 'errors:earn.quoteChanged',
  // Designed: the quote's lifetime ended (340 stays for a quote that no longer matches the price or rate).
  341: 'errors:earn.quoteExpired',
  344: 'errors:earn.aprLowered',
  600: 'errors:earn.maintenance',
  601: 'errors:earn.productNotFound',
  602: 'errors:earn.notAllowedNow',
};

const BILL_EXPORT: Readonly<Record<number, ErrorKey>> = {
  303: 'errors:billExport.noRecord',
  326: 'errors:billExport.limitReached',
  327: 'errors:billExport.duplicate',
  328: 'errors:billExport.invalidRequest',
  315: 'errors:earn.rateLimited',
  600: 'errors:earn.maintenance',
};

const TICKER: Readonly<Record<number, ErrorKey>> = {
  [-100019]: 'errors:ticker.tooManyCoins',
};

const LOGIN: Readonly<Record<number, ErrorKey>> = {
  20001: 'errors:login.wrongCredentials',
  315: 'errors:earn.rateLimited',
};

const DOMAINS: Readonly<Record<ErrorDomain, Readonly<Record<number, ErrorKey>>>> = {
  earn: EARN,
  billExport: BILL_EXPORT,
  main: {},
  ticker: TICKER,
  login: LOGIN,
};

/** A code the catalogue does not know still gets a readable message, with the code for support. */
const UNKNOWN_CODE_KEY: ErrorKey = 'errors:unknownCode';

export function translationKeyForCode(domain: ErrorDomain, code: number): ErrorKey {
  return DOMAINS[domain][code] ?? COMMON[code] ?? UNKNOWN_CODE_KEY;
}

/** Every key the catalogue can produce, plus the transport-level ones; a test checks each has a translation. */
export const ERROR_TRANSLATION_KEYS: readonly ErrorKey[] = [
  ...new Set<ErrorKey>([
    ...Object.values(COMMON),
    ...Object.values(DOMAINS).flatMap((table) => Object.values(table)),
    UNKNOWN_CODE_KEY,
    'errors:generic',
    'errors:network',
    'errors:timeout',
    'errors:http',
    'errors:parse',
    'errors:gateway',
    'errors:coinsUnavailable',
  ]),
];
