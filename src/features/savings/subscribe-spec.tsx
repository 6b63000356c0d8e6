import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { RedemptionType } from '@/api/earn/earn-enums';
import type { GetProductsExtraInfoResult } from '@/api/earn/get-products-extra-info';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { serverNow } from '@/lib/server-time';
import { unixSecondsToMs } from '@/lib/unix-time';
import { readableAmount } from '@/products/order-flow/amount-rules';
import { SubscribeSteps } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { productCoinLabel } from '@/products/use-coins';
import { useProductVouchers } from '@/products/vouchers/use-vouchers';
import { VoucherPicker } from '@/products/vouchers/voucher-picker';
import { voucherForOrder } from '@/products/vouchers/voucher-for-order';
import { RenewalChoiceField } from '@/products/renewal/renewal-choice';
import {
  checkRenewalChoice,
  isRenewalProblem,
  renewalIntent,
  type RenewalChoice,
} from '@/products/renewal/renewal-intent';
import { EarningsEstimate } from './earnings-estimate';
import { amountText } from './format';
import { quotaLeft, tierBase } from './product-math';
import { SuccessStep } from './success-step';
import { withUnit } from '@/lib/bidi';
import { savingsReviewRows } from './review-rows';

type ExtraInfo = GetProductsExtraInfoResult['products'][number];

/** What is left for this user of the product's live quota, if the exchange caps it (a cap beside the per-user maximum). */
function remainingQuota(extra: ExtraInfo | undefined): Decimal | null {
  return extra && extra.user_remaining_quota_e8 !== '-1' ? fromE8(extra.user_remaining_quota_e8) : null;
}

/**
 * Savings (flexible, fixed term, staking, on-chain, wealth) on the one subscribe flow: the amount lives in the
 * product dialog, whose tier table follows it; beside it the estimate, a voucher and auto-reinvest where
 * the product offers it, the acknowledgement of on-chain or principal risk; the review restates the
 * exchange's preview; the done step reads back the position the order adds to.
 */
export function SavingsSubscribe({
  detail,
  extra,
  coins,
  loggedIn,
  amount,
  onAmountChange,
  onClose,
}: {
  detail: ProductDetail;
  extra: ExtraInfo | undefined;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  amount: string;
  onAmountChange: (value: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['savings', 'flow', 'wealth']);
  const locale = getIntlLocale();
  // No default: a term that renews is the holder's explicit choice, made with the subscription.
  const [renewal, setRenewal] = useState<RenewalChoice | null>(null);
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const coinName = productCoinLabel(coins, detail.coin, detail.product_name);
  const coin = coins?.byEnum.get(detail.coin);
  const returnCoin = coins?.byEnum.get(detail.return_coin);
  const returnName = returnCoin?.name ?? coinName;
  const returnPrecision = returnCoin?.assetPrecision ?? coin?.assetPrecision ?? 8;
  const precision = coin?.txPrecision ?? 8;
  const voucherTarget = (typed: Decimal | null) => ({
    productType: detail.product_type,
    coin: detail.coin,
    durationSeconds: detail.duration,
    amount: typed,
  });
  const vouchers = useProductVouchers(loggedIn, voucherTarget(readableAmount(amount, locale, coin?.txPrecision ?? 8)));
  const needsAck = detail.is_onchain_risk || detail.is_principal_at_risk;
  const held = tierBase(detail.duration, fromE8(detail.user_subscribed_amount_e8));
  const spec: SubscribeSpec = {
    testId: 'savings',
    product: detail,
    facts: [],
    amount: { text: amount, onChange: onAmountChange },
    maxAmount: remainingQuota(extra),
    quotaLeft: quotaLeft(
      extra?.product_max_share ?? detail.product_max_share,
      extra?.total_deposit_share ?? detail.total_deposit_share,
    ),
    outcomes: (typed) => (
      <>
        <EarningsEstimate
          tiers={detail.tiered_apy_list}
          bonusApyE8={extra?.bonus_apy_e8 ?? detail.bonus_apy_e8}
          durationSeconds={detail.duration}
          amount={typed}
          held={held}
          heldText={withUnit(amountText(held, precision, locale), coinName, locale)}
          coinName={returnName}
          precision={returnPrecision}
          locale={locale}
        />
        <VoucherPicker
          vouchers={vouchers}
          target={voucherTarget(typed)}
          value={voucherId}
          onChange={setVoucherId}
          coinName={coinName}
          precision={returnPrecision}
          locale={locale}
        />
      </>
    ),
    ...(detail.auto_reinvest_supported
      ? {
          choices: ({ problem, edited }) => (
            <RenewalChoiceField
              value={renewal}
              onChange={(choice) => {
                setRenewal(choice);
                edited();
              }}
              problem={problem}
              locale={locale}
            />
          ),
          validate: () => checkRenewalChoice(renewal),
          ownsProblem: isRenewalProblem,
        }
      : {}),
    ...(needsAck
      ? { ack: { label: t('risk.acknowledge'), required: { key: 'savings:risk.acknowledgeRequired', values: {} } } }
      : {}),
    buildIntent: (typed): SubscribeIntent => {
      const voucher = voucherForOrder(vouchers, voucherId, voucherTarget(typed), serverNow());
      return {
        product_id: detail.product_id,
        product_type: detail.product_type,
        coin: detail.coin,
        amount_e8: toE8(typed),
        ...(detail.auto_reinvest_supported ? renewalIntent(renewal) : {}),
        ...(voucher === undefined ? {} : { voucher_id: voucher }),
      };
    },
    review: {
      rows: (intent, preview) =>
        savingsReviewRows(intent, preview, {
          t: i18n.t,
          locale,
          coinName,
          precision,
          returnName,
          returnPrecision,
          flexible: detail.duration === '0',
          earlyPenaltyApyE8:
            detail.redemption.redemption_type === RedemptionType.EarlyWithPenalty
              ? detail.redemption.penalty_apy_e8
              : null,
        }),
    },
    settlesAt: (preview) => unixSecondsToMs(preview.payout_at) ?? serverNow(),
    done: (result, preview, again) => (
      <SuccessStep
        order={result}
        preview={preview}
        productId={detail.product_id}
        productType={detail.product_type}
        coinName={coinName}
        precision={coin?.assetPrecision ?? 8}
        yieldCoin={{ name: returnName, precision: returnPrecision }}
        flexible={detail.duration === '0'}
        locale={locale}
        onAgain={again}
        onClose={onClose}
      />
    ),
  };
  return <SubscribeSteps spec={spec} coins={coins} loggedIn={loggedIn} onClose={onClose} />;
}
