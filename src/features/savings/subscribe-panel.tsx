import { useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_COIN_NAME, type Coin } from '@/api/earn/get-coins';
import type { GetProductsExtraInfoResult } from '@/api/earn/get-products-extra-info';
import type { ProductDetail } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { amountProblemMessage, maxAmount, type AmountCheck, type AmountRules } from '@/products/order-flow/amount-rules';
import { EligibilityPrompt } from '@/products/order-flow/eligibility-prompt';
import { saveDraftText } from '@/products/order-flow/order-intent-store';
import { OrderReview } from '@/products/order-flow/order-review';
import { keyOf, useOrderFlow } from '@/products/order-flow/use-order-flow';
import { availableText } from '@/products/use-funding-balance';
import { useProductVouchers } from '@/products/vouchers/use-vouchers';
import { VoucherPicker, voucherForOrder } from '@/products/vouchers/voucher-picker';
import { serverNow } from '@/lib/server-time';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { EarningsEstimate } from './earnings-estimate';
import { amountText } from './format';
import { quotaLeft } from './product-math';
import { loginToContinue } from '@/platform/login-to-continue';
import { savingsSubscribeAdapter } from './subscribe-adapter';
import { SuccessStep } from './success-step';
import * as css from './product-dialog.css';

type ExtraInfo = GetProductsExtraInfoResult['products'][number];

/** The limits of the amount field, from the product, its live extra info and the user's balance. */
export function amountRules(detail: ProductDetail, extra: ExtraInfo | undefined, coin: Coin | undefined, balance: Decimal | null): AmountRules {
  const maxPerUser = detail.max_subscribe_amount_e8 === '-1' ? null : fromE8(detail.max_subscribe_amount_e8).minus(fromE8(detail.user_subscribed_amount_e8));
  const remaining = extra && extra.user_remaining_quota_e8 !== '-1' ? fromE8(extra.user_remaining_quota_e8) : null;
  const max = maxPerUser === null ? remaining : remaining === null ? maxPerUser : Decimal.min(maxPerUser, remaining);
  return {
    precision: coin?.txPrecision ?? 8,
    min: fromE8(detail.min_subscribe_amount_e8),
    max: max === null ? null : Decimal.max(0, max),
    quotaLeft: quotaLeft(extra?.product_max_share ?? detail.product_max_share, extra?.total_deposit_share ?? detail.total_deposit_share),
    balance,
  };
}

/** Amount, estimate and the steps of subscribing; the amount lives in the dialog so the tier table can follow it. */
export function SubscribePanel({ detail, extra, coin, returnCoin, loggedIn, amount, onAmountChange, rules, check, typed, onClose, locale, balanceFailed = false }: {
  detail: ProductDetail;
  extra: ExtraInfo | undefined;
  coin: Coin | undefined;
  returnCoin: Coin | undefined;
  loggedIn: boolean;
  amount: string;
  onAmountChange: (value: string) => void;
  rules: AmountRules;
  check: AmountCheck;
  /** The typed amount if it reads as one (for the estimate), valid for subscribing or not. */
  typed: Decimal | null;
  onClose: () => void;
  locale: string;
  /** The balance could not be read (refused or failed): a dash, never a wait that does not end. */
  balanceFailed?: boolean;
}) {
  const { t } = useTranslation(['savings', 'flow', 'errors']);
  const coinName = coin?.name ?? UNKNOWN_COIN_NAME;
  const precision = coin?.assetPrecision ?? 8;
  const [touched, setTouched] = useState(amount !== '');
  const [submitted, setSubmitted] = useState(false);
  const [autoReinvest, setAutoReinvest] = useState(false);
  const [voucherId, setVoucherId] = useState<string | null>(null);
  const voucherTarget = { productType: detail.product_type, coin: detail.coin, durationSeconds: detail.duration, amount: typed };
  const vouchers = useProductVouchers(loggedIn, voucherTarget);
  const needsAck = detail.is_onchain_risk || detail.is_principal_at_risk;
  const [acknowledged, setAcknowledged] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Back to this page, this product, after logging in.
  const here = useRouterState({ select: (state) => state.location.href });
  const login = () => loginToContinue(here);
  const adapter = savingsSubscribeAdapter({
    detail,
    rules,
    locale,
    t,
    coinName,
    returnCoinName: returnCoin?.name ?? coinName,
    returnPrecision: returnCoin?.assetPrecision ?? precision,
  });
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: login });
  const money = (value: Decimal) => `${amountText(value, rules.precision, locale)} ${coinName}`;
  const draft = {
    amount,
    autoReinvest: detail.auto_reinvest_supported ? autoReinvest : undefined,
    voucherId: voucherForOrder(vouchers, voucherId, voucherTarget, serverNow()),
  };

  const setAmount = (value: string) => {
    onAmountChange(value);
    saveDraftText(keyOf(adapter), value);
    setTouched(true);
  };

  const { state } = flow;
  if (state.name === 'prompt') {
    return <EligibilityPrompt prompt={state.prompt} onBack={flow.back} onRetry={() => void flow.submit(draft)} />;
  }
  if (state.name === 'done') {
    return (
      <SuccessStep
        order={state.result}
        preview={state.preview}
        productId={detail.product_id}
        productType={detail.product_type}
        coinName={coinName}
        precision={precision}
        locale={locale}
        onAgain={() => {
          setAmount('');
          setTouched(false);
          setSubmitted(false);
          flow.reset();
        }}
        onClose={onClose}
      />
    );
  }
  if (state.name !== 'draft' && state.name !== 'previewing' && state.name !== 'checking') {
    return <OrderReview flow={flow} adapter={adapter} title={t('review.title')} confirmLabel={t('review.confirm')} locale={locale} testId="review-step" />;
  }

  const shownProblem = !check.ok && (submitted || (touched && check.problem.code !== 'required')) ? check.problem : null;
  const shownMessage = shownProblem && amountProblemMessage(shownProblem, { coin: coinName, money, example: formatAmount('1000.5', { locale, precision: 2 }) });
  const ackMissing = needsAck && !acknowledged;
  const max = maxAmount(rules);
  const stepError = state.name === 'draft' ? state.error : null;

  const submit = () => {
    // Logging in first is not a try at subscribing: nothing typed is judged yet ("Enter an amount." waits).
    if (!loggedIn) {
      login();
      return;
    }
    setSubmitted(true);
    if (!check.ok) {
      const field = form.current?.elements.namedItem('amount');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    if (ackMissing) return;
    flow.submit(draft);
  };

  return (
    <form
      ref={form}
      noValidate
      data-testid="subscribe-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AmountField
        label={t('amount.label')}
        coin={coinName}
        locale={locale}
        placeholder={t('amount.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
        value={amount}
        onChange={setAmount}
        max={loggedIn && max !== null ? max.toFixed() : null}
        hint={loggedIn ? t('amount.available', { balance: availableText(rules.balance ?? null, balanceFailed, money) }) : t('amount.loginForBalance')}
        error={shownMessage ? t(shownMessage.key, shownMessage.values) : undefined}
      />
      <EarningsEstimate
        tiers={detail.tiered_apy_list}
        bonusApyE8={extra?.bonus_apy_e8 ?? detail.bonus_apy_e8}
        durationSeconds={detail.duration}
        amount={typed}
        coinName={returnCoin?.name ?? coinName}
        precision={returnCoin?.assetPrecision ?? precision}
        locale={locale}
      />
      <VoucherPicker
        vouchers={vouchers}
        target={voucherTarget}
        value={voucherId}
        onChange={setVoucherId}
        coinName={coinName}
        precision={returnCoin?.assetPrecision ?? precision}
        locale={locale}
      />
      {detail.auto_reinvest_supported && (
        <label className={css.check}>
          <input type="checkbox" checked={autoReinvest} onChange={(event) => setAutoReinvest(event.target.checked)} />
          <span>{t('amount.autoReinvest')}</span>
        </label>
      )}
      {needsAck && (
        <label className={css.check}>
          <input type="checkbox" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} aria-invalid={submitted && ackMissing ? true : undefined} />
          <span>{t('risk.acknowledge')}</span>
        </label>
      )}
      {submitted && ackMissing && <Notice tone="error">{t('risk.acknowledgeRequired')}</Notice>}
      {stepError && (
        <Notice tone="error">
          <span data-testid="flow-error">{t(stepError.key, stepError.values)}</span>
        </Notice>
      )}
      <div className={css.actions}>
        <Button type="submit" pending={flow.busy} block>
          {loggedIn ? t('amount.continue') : t('amount.login')}
        </Button>
      </div>
    </form>
  );
}
