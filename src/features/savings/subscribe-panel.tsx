import { useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin } from '@/api/earn/get-coins';
import type { GetProductsExtraInfoResult } from '@/api/earn/get-products-extra-info';
import type { ProductDetail } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { maxAmount, normaliseAmountInput, type AmountCheck, type AmountProblem, type AmountRules } from './amount-validation';
import { EarningsEstimate } from './earnings-estimate';
import { EligibilityPrompt } from './eligibility-prompt';
import { amountText } from './format';
import { quotaLeft } from './product-math';
import { loginToContinue } from './request-login';
import { ReviewStep } from './review-step';
import { clearIntent, saveDraftAmount } from './subscribe-draft';
import { SuccessStep } from './success-step';
import { useSubscribeFlow } from './use-subscribe-flow';
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

export function problemText(problem: AmountProblem, t: (key: string, values?: Record<string, unknown>) => string, money: (value: Decimal) => string, coinName: string): string {
  switch (problem.code) {
    case 'precision':
      return t('amount.precision', { coin: coinName, digits: problem.digits });
    case 'belowMin':
    case 'overQuota':
    case 'overMax':
    case 'insufficient':
      return t(`amount.${problem.code}`, { limit: money(problem.limit) });
    default:
      return t(`amount.${problem.code}`);
  }
}

/** Amount, estimate and the steps of subscribing; the amount lives in the dialog so the tier table can follow it. */
export function SubscribePanel({ detail, extra, coin, returnCoin, loggedIn, amount, onAmountChange, rules, check, typed, onClose, locale }: {
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
}) {
  const { t } = useTranslation(['savings', 'errors']);
  const coinName = coin?.name ?? `#${detail.coin}`;
  const precision = coin?.assetPrecision ?? 8;
  const [touched, setTouched] = useState(amount !== '');
  const [submitted, setSubmitted] = useState(false);
  const [autoReinvest, setAutoReinvest] = useState(false);
  const needsAck = detail.is_onchain_risk || detail.is_principal_at_risk;
  const [acknowledged, setAcknowledged] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Back to this page, this product, after logging in.
  const here = useRouterState({ select: (state) => state.location.href });
  const login = () => loginToContinue(here);
  const flow = useSubscribeFlow(
    { productId: detail.product_id, productType: detail.product_type, coin: detail.coin },
    { loggedIn, onLogin: login },
  );
  const money = (value: Decimal) => `${amountText(value, rules.precision, locale)} ${coinName}`;
  const flexible = detail.duration === '0';

  const setAmount = (value: string) => {
    const next = normaliseAmountInput(value);
    onAmountChange(next);
    saveDraftAmount(detail.product_id, next);
    setTouched(true);
  };

  const { step } = flow;
  if (step.name === 'prompt') {
    return (
      <EligibilityPrompt
        kind={step.kind}
        requiredLevel={step.requiredLevel}
        userLevel={step.userLevel}
        onBack={flow.back}
        onRetry={() => check.ok && void flow.review(check.amount, detail.auto_reinvest_supported ? autoReinvest : undefined)}
      />
    );
  }
  const errorNotice = flow.error && (
    <Notice tone="error">
      <span data-testid="flow-error">{t(flow.error.key, flow.error.values)}</span>
    </Notice>
  );
  if (step.name === 'review') {
    return (
      <>
        {errorNotice}
        <ReviewStep
          preview={step.preview}
          coinName={coinName}
          returnCoinName={returnCoin?.name ?? coinName}
          precision={rules.precision}
          returnPrecision={returnCoin?.assetPrecision ?? precision}
          autoReinvest={detail.auto_reinvest_supported ? step.intent.autoReinvest : null}
          flexible={flexible}
          paying={flow.paying}
          onBack={flow.back}
          onConfirm={() => void flow.confirm()}
          locale={locale}
        />
      </>
    );
  }
  if (step.name === 'done') {
    return (
      <SuccessStep
        order={step.order}
        preview={step.preview}
        productId={detail.product_id}
        productType={detail.product_type}
        coinName={coinName}
        precision={precision}
        locale={locale}
        onAgain={() => {
          setAmount('');
          setTouched(false);
          setSubmitted(false);
          clearIntent(detail.product_id);
          flow.back();
        }}
        onClose={onClose}
      />
    );
  }

  const shownProblem = !check.ok && (submitted || (touched && check.problem.code !== 'required')) ? check.problem : null;
  const ackMissing = needsAck && !acknowledged;
  const max = maxAmount(rules);

  const submit = () => {
    setSubmitted(true);
    if (!loggedIn) {
      login();
      return;
    }
    if (!check.ok) {
      const field = form.current?.elements.namedItem('amount');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    if (ackMissing) return;
    void flow.review(check.amount, detail.auto_reinvest_supported ? autoReinvest : undefined);
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
      <TextField
        label={t('amount.label')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount.placeholder', { min: money(rules.min) })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={loggedIn ? t('amount.available', { balance: rules.balance === null ? '…' : money(rules.balance) }) : t('amount.loginForBalance')}
        error={shownProblem ? problemText(shownProblem, t, money, coinName) : undefined}
        end={
          <>
            <span className={css.unit}>{coinName}</span>
            {loggedIn && max !== null && (
              <button type="button" className={css.maxButton} onClick={() => setAmount(max.toFixed())} aria-label={t('amount.maxLabel', { coin: coinName })}>
                {t('amount.max')}
              </button>
            )}
          </>
        }
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
      {errorNotice}
      <div className={css.actions}>
        <Button type="submit" pending={flow.checking} block>
          {loggedIn ? t('amount.continue') : t('amount.login')}
        </Button>
      </div>
    </form>
  );
}

