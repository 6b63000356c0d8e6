import type { Translate } from '@/i18n/translation-key';
import { type ClaimIntent, type OrderFlowAdapter, type SummaryRow } from './use-order-flow';

/**
 * A claim of paid-out yield: one position's (a position id) or every position's of a product type (none). Its
 * intent is its target, so its intent-store key (`orderKey`) is the same from the wallet and from the family's
 * page. Nothing to type: the review is all there is.
 */
export function claimYieldAdapter(target: ClaimIntent, summary: () => SummaryRow[]): OrderFlowAdapter<'claim', null> {
  return { kind: 'claim', target, validate: () => null, buildIntent: () => target, summary };
}

/** What the page calls things, in its own namespace: the dialog supplies the amounts. */
export interface ClaimWords {
  /** The dialog's title, given what is claimed ("0.5 KST + 2 USDT"). */
  title(list: string): string;
  /** The review's label of the amount. */
  amount: string;
  /** Where the claimed yield goes. */
  rule: string;
  confirm: string;
  /** Said once the claim went through, given what was paid. */
  done(list: string): string;
  cancel: string;
  close: string;
  /** The button that closes the dialog when it is done. */
  finish: string;
}

/**
 * The words of a family page whose namespace holds `claim.{title,titleAll,amount,rule,confirm,done}` and
 * `actions.{cancel,close,done}` (launchpool, liquidity), for one position or all of them.
 */
export function familyClaimWords(ns: 'launchpool' | 'liquidity', t: Translate, all: boolean): ClaimWords {
  return {
    title: (list) => (all ? t(`${ns}:claim.titleAll`) : t(`${ns}:claim.title`, { coin: list })),
    amount: t(`${ns}:claim.amount`),
    rule: t(`${ns}:claim.rule`),
    confirm: t(`${ns}:claim.confirm`),
    done: (list) => t(`${ns}:claim.done`, { list }),
    cancel: t(`${ns}:actions.cancel`),
    close: t(`${ns}:actions.close`),
    finish: t(`${ns}:actions.done`),
  };
}
