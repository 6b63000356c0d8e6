/**
 * Business failures, answered as `ret_code` with `ret_msg`. Codes are the exchange's (spec §8); the
 * ones the spec lists without a meaning (325, 344, 601, 602) are given the meanings of the public earn
 * API's messages, and 10001 is the exchange-wide "invalid parameter". 341 (an expired quote) is designed.
 */
export const SimCode = {
  InvalidParameter: 10001,
  NotLoggedIn: 10007,
  Compliance: 10024,
  SoldOut: 302,
  InsufficientBalance: 303,
  InsufficientPosition: 304,
  RateLimited: 315,
  OverLimit: 320,
  BelowMinimum: 325,
  NotEligible: 334,
  MaxPendingOrders: 336,
  StaleQuote: 340,
  /** Designed: the quote's lifetime ended (340 stays for a quote that is unknown or no longer matches). */
  QuoteExpired: 341,
  AprChanged: 344,
  Maintenance: 600,
  ProductNotFound: 601,
  RedeemNotAllowed: 602,
  /** Export codes (spec §8, bill export). */
  ExportNoRecord: 303,
  ExportLimit: 326,
  ExportDuplicate: 327,
  ExportInvalid: 328,
  ExportNotFound: 601,
  ExportNotReady: 602,
} as const;
export type SimCode = (typeof SimCode)[keyof typeof SimCode];

export const SIM_MESSAGES: Record<number, string> = {
  10001: 'invalid parameter',
  10007: 'user not logged in',
  10024: 'service not available in your region',
  302: 'product sold out',
  303: 'balance not enough',
  304: 'position balance not enough',
  315: 'too many requests, rate limited',
  320: 'amount over limit',
  325: 'amount below minimum',
  326: 'export limit reached',
  327: 'duplicate export request',
  328: 'invalid export request',
  334: 'user not eligible for this product',
  336: 'too many pending orders',
  340: 'quote price invalid',
  341: 'quote expired',
  344: 'apr lowered, please confirm again',
  600: 'system maintenance',
  601: 'not found',
  602: 'not allowed now',
};

export class SimError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    /** Extra result fields answered with the error (e.g. the current quote after 340). */
    readonly result?: Record<string, unknown>,
  ) {
    super(message ?? SIM_MESSAGES[code] ?? `error ${code}`);
    this.name = 'SimError';
  }
}

export function fail(code: number, message?: string, result?: Record<string, unknown>): never {
  throw new SimError(code, message, result);
}
