import type { TranslateIn } from '@/i18n/translation-key';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { DualRenewalMode } from '@/api/earn/renewal-schema';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatAprE8 } from '@/lib/format-number';
import { renewalFloorApr } from '@/lib/renewal-rule';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { distanceText } from './renewal-words';

/**
 * What happens at maturity (a dual order's settlement), chosen with the subscription: renew for another term (and
 * how far the next APR may fall and still renew) or pay out; dual asset renews basic (the same target) or advanced
 * (a new target a chosen distance from the price at settlement). Nothing is chosen until the holder chooses: the
 * order is refused without it.
 */
export interface RenewalChoice {
  renew: boolean;
  /** APR points as a fraction, one of RENEWAL_TOLERANCES. */
  tolerance: string;
  /** Dual asset, when it renews: the same target, or a new one `distance` (one of DUAL_RENEWAL_DISTANCES) away. */
  dual?: { mode: 'basic' } | { mode: 'advanced'; distance: string };
}

/** The renewal a product offers: a term's, or dual asset's with the side of the price its targets sit on. */
export type RenewalFamily = { kind: 'term' } | { kind: 'dual'; side: 'below' | 'above' };

export const TERM: RenewalFamily = { kind: 'term' };

export const RENEWAL_REQUIRED: FlowProblem = { key: 'wealth:renewal.required', values: {} };

const DUAL_RENEWAL_REQUIRED: FlowProblem = { key: 'wealth:renewal.dualRequired', values: {} };

export function checkRenewalChoice(choice: RenewalChoice | null, family: RenewalFamily = TERM): FlowProblem | null {
  if (choice !== null) return null;
  return family.kind === 'dual' ? DUAL_RENEWAL_REQUIRED : RENEWAL_REQUIRED;
}

/** Whether a problem is the renewal choice's own (shown in its fieldset). */
export function isRenewalProblem(problem: FlowProblem): boolean {
  return problem.key === RENEWAL_REQUIRED.key || problem.key === DUAL_RENEWAL_REQUIRED.key;
}

type RenewalFields = Pick<
  SubscribeIntent,
  'auto_reinvest' | 'renewal_apy_tolerance_e8' | 'dual_renewal_mode' | 'dual_renewal_distance_e8'
>;

/** The intent's renewal fields: the choice (a dual order's mode and distance), and the tolerance when it renews. */
export function renewalIntent(choice: RenewalChoice | null, family: RenewalFamily = TERM): RenewalFields {
  if (choice === null) return {};
  const tolerance = { renewal_apy_tolerance_e8: toE8(choice.tolerance) };
  if (family.kind === 'term') return choice.renew ? { auto_reinvest: true, ...tolerance } : { auto_reinvest: false };
  if (!choice.renew || !choice.dual) return { dual_renewal_mode: DualRenewalMode.None };
  if (choice.dual.mode === 'basic') return { dual_renewal_mode: DualRenewalMode.Basic, ...tolerance };
  return {
    dual_renewal_mode: DualRenewalMode.Advanced,
    dual_renewal_distance_e8: toE8(choice.dual.distance),
    ...tolerance,
  };
}

type T = TranslateIn<'wealth'>;

/** The review's line: renew down to which APR (the reviewed APR less the tolerance), how for dual asset, or pay out. */
export function renewalReviewRow(intent: SubscribeIntent, apyE8: string, t: T, locale: string): SummaryRow | null {
  const mode = intent.dual_renewal_mode;
  if (intent.auto_reinvest === undefined && mode === undefined) return null;
  const row = (value: string): SummaryRow => ({
    label: t(mode === undefined ? 'wealth:renewal.legend' : 'wealth:renewal.dualLegend'),
    value,
    testId: 'review-renewal',
  });
  if (intent.auto_reinvest === false || mode === DualRenewalMode.None) return row(t('wealth:renewal.reviewPayOut'));
  const apr = formatAprE8(toE8(renewalFloorApr(fromE8(apyE8), fromE8(intent.renewal_apy_tolerance_e8 ?? '0'))), locale);
  if (mode === DualRenewalMode.Basic) return row(t('wealth:renewal.reviewBasic', { apr }));
  if (mode === DualRenewalMode.Advanced)
    return row(
      t('wealth:renewal.reviewAdvanced', {
        apr,
        distance: distanceText(fromE8(intent.dual_renewal_distance_e8 ?? '0').toFixed(), locale),
      }),
    );
  return row(t('wealth:renewal.reviewRenew', { apr }));
}
