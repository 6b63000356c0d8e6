import { useKeyText } from '@/i18n/use-key-text';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductType } from '@/api/earn/earn-enums';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmountInput, parseAmount } from '@/lib/parse-amount';
import { loginToContinue } from '@/platform/login-to-continue';
import { impermanentLoss, pairedAmount, zap } from '@/products/liquidity/pool-math';
import type { LiquidityPool } from '@/products/liquidity/pools';
import { maxAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import { EligibilityPrompt } from '@/products/order-flow/eligibility-prompt';
import { OrderDone } from '@/products/order-flow/order-done';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow, type SummaryRow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { addAdapter, addFigures, leverageProblem, type AddDraft, type AddMode } from './adapters';
import type { Words } from './format';
import { PoolPicker } from './pool-picker';
import { RiskChart } from './risk-chart';
import { useFundingBalances } from './use-balances';
import { submitDraft } from './submit-draft';
import * as css from './liquidity.css';

/** Minutes an add takes to settle on the exchange (shown before confirming). */
const ADD_SETTLE_MINUTES = 5;
/** The exchange refunds a pending add when the pool price moves more than this before it settles. */
const ADD_PRICE_MOVE = new Decimal('0.01');
/** What holding the pool costs against holding the coins when the price doubles or halves (about 5.7 %). */
const LOSS_AT_DOUBLE = impermanentLoss(new Decimal(2)).abs();

/**
 * Adding liquidity: both coins at the pool's ratio or one coin (about half swapped, the swap shown), leverage
 * from 1x to the pool's maximum with margin, loan, position value and liquidation price computed as the user
 * types, a picture of the position against the price, the impermanent-loss and liquidation warnings to
 * acknowledge, then the exchange's preview and the order. The add is pending for a few minutes.
 */
export function MiningTab({
  pools,
  pool,
  words,
  loggedIn,
  onPool,
  onPositions,
}: {
  pools: LiquidityPool[];
  pool: LiquidityPool;
  words: Words;
  loggedIn: boolean;
  onPool: (pool: LiquidityPool) => void;
  onPositions: () => void;
}) {
  const { t } = useTranslation(['liquidity', 'flow', 'errors', 'products']);
  const keyText = useKeyText();
  const locale = words.locale;
  const here = useRouterState({ select: (s) => s.location.href });
  const balances = useFundingBalances(loggedIn);
  const [draft, setDraft] = useState<AddDraft>({
    mode: 'both',
    text: '',
    textY: '',
    leverage: '1',
    acknowledged: false,
  });
  const [touched, setTouched] = useState(false);
  const base = words.name(pool.base);
  const quote = words.name(pool.quote);
  const rulesOf = (coin: number): AmountRules => ({ precision: words.precision(coin), balance: balances.of(coin) });
  const wordsOf = (coin: number) => ({
    locale,
    coinName: words.name(coin),
    money: (v: Decimal) => words.coin(v, coin),
    example: formatAmountInput('12.5', locale),
    rules: rulesOf(coin),
  });
  const figures = addFigures(draft, pool, locale);
  const leverage = leverageProblem(draft.leverage, pool.maxLeverage) ? new Decimal(1) : new Decimal(draft.leverage);
  const yearly = pool.apr.times(leverage).minus(pool.loanApr.times(leverage.minus(1)));

  const summary = (intent: SubscribeIntent, preview: PreviewOrderResult): SummaryRow[] => {
    const l = preview.liquidity;
    const rows: SummaryRow[] = [
      { label: t('review.pool'), value: `${base}/${quote}` },
      { label: t('review.paid'), value: paidText(intent), testId: 'add-review-paid' },
      {
        label: t('figures.leverage'),
        value: t('leverageValue', { value: intent.liquidity?.leverage ?? '1' }),
        testId: 'add-review-leverage',
      },
    ];
    if (l) {
      const margin = fromE8(l.margin_e8);
      const loan = fromE8(l.loan_e8);
      rows.push(
        { label: t('figures.margin'), value: words.coin(margin, pool.quote) },
        { label: t('figures.value'), value: words.coin(margin.plus(loan), pool.quote) },
        { label: t('figures.loan'), value: words.coin(loan, pool.quote), testId: 'add-review-loan' },
        {
          label: t('figures.liquidationPrice'),
          value: loan.isZero() ? t('figures.noLiquidation') : words.price(fromE8(l.liquidation_price_e8), pool.quote),
          testId: 'add-review-liquidation',
        },
        { label: t('figures.share'), value: words.pct(fromE8(l.pool_share_e8), 4) },
      );
    }
    rows.push(
      { label: t('products:valuation.estimatedApr'), value: words.pct(fromE8(preview.apy_e8)) },
      { label: t('figures.swapFee'), value: words.coin(fromE8(preview.fee_e8), pool.quote) },
      { label: t('review.settles'), value: t('review.settlesIn', { minutes: ADD_SETTLE_MINUTES }) },
    );
    return rows;
  };
  const paidText = (intent: SubscribeIntent) => {
    const first = words.coin(fromE8(intent.amount_e8), intent.coin);
    return intent.liquidity?.amount_y_e8
      ? `${first} + ${words.coin(fromE8(intent.liquidity.amount_y_e8), pool.quote)}`
      : first;
  };

  const adapter = addAdapter({ pool, locale, baseWords: wordsOf(pool.base), quoteWords: wordsOf(pool.quote), summary });
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const { state } = flow;
  const problem = touched && state.name === 'draft' ? (adapter.validate(draft) ?? state.error) : null;
  const amountProblem = problem && !problem.key.startsWith('liquidity:add.') ? problem : null;

  const read = (text: string) => {
    const parsed = parseAmount(text, locale);
    return parsed.ok ? new Decimal(parsed.value) : null;
  };
  // Two coins go in at the pool's ratio: typing one side writes the other.
  const setPaired = (text: string, fromBase: boolean) => {
    const amount = read(text);
    const other = amount
      ? formatAmountInput(
          pairedAmount(pool.reserves, amount, fromBase)
            .toDecimalPlaces(words.precision(fromBase ? pool.quote : pool.base), Decimal.ROUND_DOWN)
            .toFixed(),
          locale,
        )
      : '';
    setDraft((d) => (fromBase ? { ...d, text, textY: other } : { ...d, text: other, textY: text }));
  };
  const single = draft.mode !== 'both' ? read(draft.text) : null;
  const zapped = single && single.greaterThan(0) ? zap(pool.reserves, draft.mode === 'base', single) : null;
  const maxOf = (coin: number) => maxAmount(rulesOf(coin))?.toFixed() ?? null;

  if (state.name === 'done') {
    return (
      <OrderDone
        testId="add"
        productType={ProductType.Liquidity}
        title={t('done.title')}
        body={t('done.body', { minutes: ADD_SETTLE_MINUTES })}
        closeLabel={t('done.positions')}
        onClose={() => {
          flow.reset();
          onPositions();
        }}
      />
    );
  }
  if (state.name !== 'draft' && state.name !== 'previewing' && state.name !== 'checking') {
    return (
      <section aria-labelledby="add-review-title" className={css.form}>
        <h2 id="add-review-title">{t('review.title', { pair: `${base}/${quote}` })}</h2>
        {state.name === 'prompt' ? (
          <EligibilityPrompt prompt={state.prompt} onBack={flow.back} onRetry={() => flow.submit(draft)} />
        ) : (
          <OrderReview
            flow={flow}
            adapter={adapter}
            confirmLabel={t('review.confirm')}
            locale={locale}
            testId="add-review"
          >
            <p className={css.note}>
              {t('review.pendingRule', { minutes: ADD_SETTLE_MINUTES, move: words.pct(ADD_PRICE_MOVE, 0) })}
            </p>
          </OrderReview>
        )}
      </section>
    );
  }

  const modes: Array<[AddMode, string]> = [
    ['both', t('form.modeBoth', { base, quote })],
    ['base', t('form.modeOne', { coin: base })],
    ['quote', t('form.modeOne', { coin: quote })],
  ];
  return (
    <section aria-labelledby="add-title" className={css.split}>
      <form className={css.form} noValidate onSubmit={submitDraft(draft, () => setTouched(true), flow.submit)}>
        <h2 id="add-title" className="visually-hidden">
          {t('tabs.mining')}
        </h2>
        <PoolPicker pools={pools} pool={pool} words={words} onPool={onPool} />
        <fieldset className={css.segmented}>
          <legend className={css.legend}>{t('form.mode')}</legend>
          {modes.map(([mode, label]) => (
            <label key={mode} className={css.option}>
              <input
                type="radio"
                name="add-mode"
                value={mode}
                checked={draft.mode === mode}
                onChange={() => setDraft((d) => ({ ...d, mode, text: '', textY: '' }))}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {draft.mode === 'both' ? (
          <>
            <AmountField
              label={t('form.amount', { coin: base })}
              value={draft.text}
              onChange={(text) => setPaired(text, true)}
              coin={base}
              max={maxOf(pool.base)}
              name="amount-base"
              hint={
                loggedIn
                  ? t('form.available', {
                      amount: balances.of(pool.base)
                        ? words.coin(balances.of(pool.base) ?? new Decimal(0), pool.base)
                        : balances.failed
                          ? '—'
                          : '…',
                    })
                  : t('form.loginForBalance')
              }
              error={amountProblem ? keyText(amountProblem) : undefined}
            />
            <AmountField
              label={t('form.amount', { coin: quote })}
              value={draft.textY}
              onChange={(text) => setPaired(text, false)}
              coin={quote}
              max={maxOf(pool.quote)}
              name="amount-quote"
              hint={
                loggedIn
                  ? t('form.available', {
                      amount: balances.of(pool.quote)
                        ? words.coin(balances.of(pool.quote) ?? new Decimal(0), pool.quote)
                        : balances.failed
                          ? '—'
                          : '…',
                    })
                  : t('form.ratioHint')
              }
            />
          </>
        ) : (
          <AmountField
            label={t('form.amount', { coin: draft.mode === 'base' ? base : quote })}
            value={draft.text}
            onChange={(text) => setDraft((d) => ({ ...d, text }))}
            coin={draft.mode === 'base' ? base : quote}
            max={maxOf(draft.mode === 'base' ? pool.base : pool.quote)}
            hint={
              zapped
                ? t('form.zap', {
                    swapped: words.coin(zapped.swapIn, draft.mode === 'base' ? pool.base : pool.quote),
                    received: words.coin(zapped.swapOut, draft.mode === 'base' ? pool.quote : pool.base),
                  })
                : t('form.zapHint')
            }
            error={amountProblem ? keyText(amountProblem) : undefined}
          />
        )}
        <div className={css.leverageRow}>
          <label className={`${css.selectLabel} ${css.leverageSlider}`}>
            {t('form.leverage', { max: pool.maxLeverage.toFixed() })}
            <input
              className={css.slider}
              type="range"
              dir="ltr"
              min={10}
              max={pool.maxLeverage.times(10).toNumber()}
              step={1}
              value={leverage.times(10).toNumber()}
              aria-valuetext={t('leverageValue', { value: leverage.toFixed() })}
              onChange={(e) => setDraft((d) => ({ ...d, leverage: new Decimal(e.target.value).div(10).toFixed() }))}
              disabled={pool.maxLeverage.lessThanOrEqualTo(1)}
              data-testid="leverage-slider"
            />
          </label>
          <div className={css.leverageInput}>
            <TextField
              label={t('figures.leverage')}
              inputMode="decimal"
              dir="ltr"
              value={draft.leverage}
              onChange={(e) => setDraft((d) => ({ ...d, leverage: e.target.value.trim() }))}
              name="leverage"
              data-testid="leverage-input"
              error={problem?.key === 'liquidity:add.leverageRange' ? keyText(problem) : undefined}
            />
          </div>
        </div>
        <dl className={css.figures} data-testid="add-figures" aria-live="polite">
          <dt className={css.term}>{t('figures.margin')}</dt>
          <dd className={css.value} data-testid="figure-margin">
            {figures ? words.coin(figures.margin, pool.quote) : '—'}
          </dd>
          <dt className={css.term}>{t('figures.value')}</dt>
          <dd className={css.value}>{figures ? words.coin(figures.value, pool.quote) : '—'}</dd>
          <dt className={css.term}>{t('figures.loan')}</dt>
          <dd className={css.value} data-testid="figure-loan">
            {figures ? words.coin(figures.loan, pool.quote) : '—'}
          </dd>
          <dt className={css.term}>{t('figures.liquidationPrice')}</dt>
          <dd className={css.value} data-testid="figure-liquidation">
            {!figures
              ? '—'
              : figures.loan.isZero()
                ? t('figures.noLiquidation')
                : t('figures.liquidationAt', {
                    price: words.price(figures.liquidationPrice, pool.quote),
                    distance: words.pct(pool.price.minus(figures.liquidationPrice).div(pool.price), 1),
                  })}
          </dd>
          <dt className={css.term}>{t('products:valuation.estimatedApr')}</dt>
          <dd className={css.value}>{words.pct(yearly)}</dd>
          <dt className={css.term}>{t('figures.loanRate')}</dt>
          <dd className={css.value}>{leverage.greaterThan(1) ? words.pct(pool.loanApr) : '—'}</dd>
        </dl>
        <div className={css.warnings}>
          <Notice tone="warning">{t('warn.impermanentLoss', { loss: words.pct(LOSS_AT_DOUBLE, 1) })}</Notice>
          {leverage.greaterThan(1) && (
            <Notice tone="warning">
              <span data-testid="warn-liquidation">
                {figures
                  ? t('warn.liquidationAt', { price: words.price(figures.liquidationPrice, pool.quote), base })
                  : t('warn.liquidation')}
              </span>
            </Notice>
          )}
          <label className={css.check}>
            <input
              type="checkbox"
              checked={draft.acknowledged}
              onChange={(e) => setDraft((d) => ({ ...d, acknowledged: e.target.checked }))}
              data-testid="add-ack"
              aria-describedby={problem?.key === 'liquidity:add.ackRequired' ? 'add-ack-error' : undefined}
            />
            {t('form.ack')}
          </label>
          {problem && problem.key.startsWith('liquidity:add.') && problem.key !== 'liquidity:add.leverageRange' && (
            <p id="add-ack-error" role="alert" className={css.note}>
              {keyText(problem)}
            </p>
          )}
          <p className={css.note}>{t('form.pendingNote', { minutes: ADD_SETTLE_MINUTES })}</p>
        </div>
        <div className={css.actions}>
          <Button type="submit" pending={flow.busy} data-testid="add-submit">
            {loggedIn ? t('form.preview') : t('form.login')}
          </Button>
        </div>
      </form>
      <div>
        <h3>{t('chart.heading')}</h3>
        <RiskChart
          value={figures?.value ?? pool.minAmount.times(leverage).times(10)}
          loan={figures?.loan ?? pool.minAmount.times(10).times(leverage.minus(1))}
          price={pool.price}
          quote={pool.quote}
          words={words}
        />
      </div>
    </section>
  );
}
