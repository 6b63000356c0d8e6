import { useKeyText } from '@/i18n/use-key-text';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal, maxOf } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDateTime, formatUtcDateTime } from '@/lib/format-date';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { loginToContinue } from '@/platform/login-to-continue';
import { rewardsStartAt } from '@/products/launchpool/pool-period';
import type { LaunchpoolProduct } from '@/products/launchpool/projects';
import { expectedDailyReward, poolShare } from '@/products/launchpool/reward-share';
import { maxAmount, readableAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import { EligibilityPrompt } from '@/products/order-flow/eligibility-prompt';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { availableText, useFundingBalance } from '@/products/use-funding-balance';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { useServerClock } from '@/ui/use-server-clock';
import { coinText } from './format';
import { stakeAdapter } from './stake-adapters';
import * as css from './launchpool.css';
import { withUnit } from '@/lib/bidi';

/**
 * Staking into a pool on the shared order flow: the amount against balance, minimum and the cap left, the
 * reward a day this amount would farm in the pool as it is now (recomputed as the pool grows), when rewards
 * start (T+1) and how unstaking and the end work, all before confirming.
 */
export function StakeDialog({
  pool,
  myStake,
  coins,
  loggedIn,
  onClose,
}: {
  pool: LaunchpoolProduct;
  myStake: Decimal;
  coins: CoinCatalogue | undefined;
  loggedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['launchpool', 'flow', 'errors']);
  const keyText = useKeyText();
  const locale = getIntlLocale();
  const here = useRouterState({ select: (s) => s.location.href });
  const now = useServerClock(1000);
  const info = pool.launchpool;
  const stakeName = coinName(coins, pool.coin);
  const rewardName = coinName(coins, info.reward_coin);
  const precision = coins?.byEnum.get(pool.coin)?.txPrecision ?? 8;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const { balance, failed: balanceFailed } = useFundingBalance(pool.coin, loggedIn);
  const capLeft =
    pool.max_subscribe_amount_e8 === '-1' ? null : maxOf(0, fromE8(pool.max_subscribe_amount_e8).minus(myStake));
  const rules: AmountRules = { precision, min: fromE8(pool.min_subscribe_amount_e8), max: capLeft, balance };
  const money = (value: Decimal) => withUnit(formatAmount(value.toFixed(), { locale, precision }), stakeName, locale);
  const poolTotal = fromE8(info.pool_total_staked_e8);
  const dailyReward = fromE8(info.daily_reward_e8);
  const typed = readableAmount(text, locale, precision) ?? new Decimal(0);
  const daily = expectedDailyReward({ myStake, added: typed, poolTotal, dailyReward });
  const share = poolShare(myStake.plus(typed), poolTotal.plus(typed));
  const startAt = unixSecondsToMs(pool.interest_start_at) ?? rewardsStartAt(now);
  const endAt = unixSecondsToMs(info.end_at);
  // T+1 is a UTC day: its start is written in UTC.
  const startText = `${formatUtcDateTime(startAt, locale)} UTC`;

  const adapter = stakeAdapter({
    productId: pool.product_id,
    coin: pool.coin,
    rules,
    locale,
    coinName: stakeName,
    money,
    example: formatAmount('1000.5', { locale, precision: 2 }),
    summary: (intent) => {
      const amount = fromE8(intent.amount_e8);
      return [
        { label: t('summary.amount'), value: money(amount), testId: 'stake-review-amount' },
        {
          label: t('summary.daily'),
          value: t('stake.approx', {
            value: coinText(
              expectedDailyReward({ myStake, added: amount, poolTotal, dailyReward }),
              info.reward_coin,
              coins,
              locale,
            ),
          }),
          testId: 'stake-review-daily',
        },
        { label: t('summary.start'), value: startText },
      ];
    },
  });
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const { state } = flow;
  const problem = touched && state.name === 'draft' ? (adapter.validate(text) ?? state.error) : null;
  const max = maxAmount(rules);

  return (
    <Modal
      open
      title={t('stake.title', { coin: stakeName, reward: rewardName })}
      onClose={onClose}
      closeLabel={t('actions.close')}
      dismissible={state.name !== 'paying'}
    >
      {state.name === 'draft' || state.name === 'previewing' || state.name === 'checking' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            flow.submit(text);
          }}
        >
          <AmountField
            label={t('stake.amount', { coin: stakeName })}
            value={text}
            onChange={setText}
            coin={stakeName}
            max={loggedIn && max ? max.toFixed() : null}
            hint={
              loggedIn
                ? t('stake.available', {
                    balance: availableText(balance, balanceFailed, money),
                    cap: capLeft === null ? '–' : money(capLeft),
                  })
                : t('stake.loginForBalance')
            }
            error={problem ? keyText(problem) : undefined}
            placeholder={t('stake.placeholder', { min: money(rules.min ?? new Decimal(0)) })}
          />
          <dl className={css.dialogFacts}>
            <dt className={css.factTerm}>{t('stake.expectedDaily')}</dt>
            <dd className={css.estimate} data-testid="stake-daily">
              {t('stake.approx', { value: coinText(daily, info.reward_coin, coins, locale) })}
            </dd>
            <dt className={css.factTerm}>{t('stake.share')}</dt>
            <dd className={css.factValue} data-testid="stake-share">
              {formatPercent(share.times(100).toFixed(), { locale, fractionDigits: 4 })}
            </dd>
            <dt className={css.factTerm}>{t('stake.rewardsFrom')}</dt>
            <dd className={css.factValue} data-testid="stake-start">
              {t('stake.rewardsFromValue', { time: startText })}
            </dd>
          </dl>
          <p className={css.rule}>
            {t('stake.shareNote', { daily: coinText(dailyReward, info.reward_coin, coins, locale) })}
          </p>
          <p className={css.rule}>{t('stake.unstakeRule')}</p>
          {endAt !== null && <p className={css.rule}>{t('stake.endRule', { date: formatDateTime(endAt, locale) })}</p>}
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" pending={flow.busy} data-testid="stake-review">
              {loggedIn ? t('stake.review') : t('stake.login')}
            </Button>
          </div>
        </form>
      ) : state.name === 'prompt' ? (
        <EligibilityPrompt prompt={state.prompt} onBack={flow.back} onRetry={() => flow.submit(text)} />
      ) : state.name === 'done' ? (
        <div data-testid="stake-done">
          <Notice tone="success">{t('stake.done', { time: startText })}</Notice>
          <div className={css.actions}>
            <Button onClick={onClose}>{t('actions.done')}</Button>
          </div>
        </div>
      ) : (
        <OrderReview
          flow={flow}
          adapter={adapter}
          confirmLabel={t('stake.confirm')}
          locale={locale}
          testId="stake-review-step"
        >
          <p className={css.rule}>{t('stake.unstakeRule')}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
