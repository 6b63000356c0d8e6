import { useKeyText } from '@/i18n/use-key-text';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwapIntent, SwapQuote } from '@/api/earn/liquidity-swap';
import { unitRate } from '@/lib/bidi';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmountInput, parseAmount } from '@/lib/parse-amount';
import { loginToContinue } from '@/platform/login-to-continue';
import { SWAP_FEE, swapQuote } from '@/products/liquidity/pool-math';
import type { LiquidityPool } from '@/products/liquidity/pools';
import { maxAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow, type SummaryRow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { slippageProblem, swapAdapter, type SwapDraft } from './adapters';
import type { Words } from './format';
import { PoolPicker } from './pool-picker';
import { useFundingBalances } from './use-balances';
import { submitDraft } from './submit-draft';
import * as css from './liquidity.css';

const SLIPPAGES = ['0.1', '0.5', '1'];
/** Above this price impact the form warns before the review. */
const HIGH_IMPACT = new Decimal('0.01');

/**
 * Swapping between a pool's two coins at x*y=k with the 0.3 % fee: the quote (output, price impact, fee and the
 * minimum received for the slippage the user sets) is recomputed from the pool as it moves; the review shows
 * the exchange's quote with its countdown, an expired or refused quote is shown old against new, and the
 * swap carries its minimum so a pool that moved past it is refused, never executed.
 */
export function SwapTab({
  pools,
  pool,
  words,
  loggedIn,
  onPool,
}: {
  pools: LiquidityPool[];
  pool: LiquidityPool;
  words: Words;
  loggedIn: boolean;
  onPool: (pool: LiquidityPool) => void;
}) {
  const { t } = useTranslation(['liquidity', 'flow', 'errors']);
  const keyText = useKeyText();
  const locale = words.locale;
  const queryClient = useQueryClient();
  const here = useRouterState({ select: (s) => s.location.href });
  const balances = useFundingBalances(loggedIn);
  const [draft, setDraft] = useState<SwapDraft>({ baseIn: false, text: '', slippage: '0.5' });
  const [touched, setTouched] = useState(false);
  const [fresh] = useState(() => new Map<string, SwapQuote>());
  const coinIn = draft.baseIn ? pool.base : pool.quote;
  const coinOut = draft.baseIn ? pool.quote : pool.base;
  const rules: AmountRules = { precision: words.precision(coinIn), balance: balances.of(coinIn) };
  const amountWords = {
    locale,
    coinName: words.name(coinIn),
    money: (v: Decimal) => words.coin(v, coinIn),
    example: formatAmountInput('12.5', locale),
    rules,
  };

  const quoteRows = (quote: SwapQuote): SummaryRow[] => [
    { label: t('swap.pay'), value: words.coin(fromE8(quote.amount_in_e8), quote.coin_in) },
    {
      label: t('swap.receive'),
      value: words.coin(fromE8(quote.amount_out_e8), quote.coin_out),
      testId: 'swap-review-out',
    },
    {
      label: t('swap.minReceived'),
      value: words.coin(fromE8(quote.min_received_e8), quote.coin_out),
      testId: 'swap-review-min',
    },
    { label: t('swap.impact'), value: words.pct(fromE8(quote.price_impact_e8), 2) },
    { label: t('swap.fee', { rate: words.pct(SWAP_FEE, 1) }), value: words.coin(fromE8(quote.fee_e8), quote.coin_in) },
  ];
  const summary = (intent: SwapIntent, quote: SwapQuote): SummaryRow[] => [
    ...quoteRows(quote),
    { label: t('swap.slippage'), value: words.pct(fromE8(intent.slippage_e8), 2) },
  ];
  const adapter = swapAdapter({ pool, locale, words: amountWords, queryClient, summary, fresh });
  const flow = useOrderFlow(adapter, { loggedIn, onLogin: () => loginToContinue(here) });
  const { state } = flow;
  const problem = touched && state.name === 'draft' ? (adapter.validate(draft) ?? state.error) : null;

  const parsed = parseAmount(draft.text, locale);
  const amount = parsed.ok ? new Decimal(parsed.value) : null;
  const slippageOk = slippageProblem(draft.slippage, locale) === null;
  // Recomputed from the pool on every live frame: the quote on screen follows the pool.
  const live =
    amount && amount.greaterThan(0) && slippageOk
      ? swapQuote(pool.reserves, draft.baseIn, amount, new Decimal(draft.slippage).div(100), words.precision(coinOut))
      : null;

  if (state.name === 'done') {
    return (
      <div data-testid="swap-done" className={css.form}>
        <Notice tone="success">
          {t('swap.done', {
            paid: words.coin(fromE8(state.result.amount_in_e8), state.result.coin_in),
            received: words.coin(fromE8(state.result.amount_out_e8), state.result.coin_out),
          })}
        </Notice>
        <div className={css.actions}>
          <Button
            onClick={() => {
              flow.reset();
              setDraft((d) => ({ ...d, text: '' }));
              setTouched(false);
            }}
          >
            {t('swap.again')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.name !== 'draft' && state.name !== 'previewing' && state.name !== 'checking' && state.name !== 'prompt') {
    const requoting = state.name === 'requoting' || state.name === 'requote';
    // A changed quote: what the review showed against the fresh quote, the pool's words for why.
    const requote = {
      notice: (reason: 'expired' | 'refused') => t(reason === 'expired' ? 'swap.requoteExpired' : 'swap.requoteMoved'),
      rows: (_: unknown, next: { quoteId: string }) => {
        const quote = fresh.get(next.quoteId);
        if (!quote || !requoting) return [];
        return [
          {
            label: t('swap.receive'),
            before: words.coin(fromE8(state.preview.amount_out_e8), coinOut),
            after: words.coin(fromE8(quote.amount_out_e8), quote.coin_out),
            testId: 'swap-requote-out',
            beforeTestId: 'swap-requote-out-before',
          },
          {
            label: t('swap.minReceived'),
            before: words.coin(fromE8(state.preview.min_received_e8), coinOut),
            after: words.coin(fromE8(quote.min_received_e8), quote.coin_out),
          },
        ];
      },
    };
    return (
      <section className={css.form} aria-labelledby="swap-review-title">
        <h2 id="swap-review-title">
          {requoting
            ? t('swap.requoteTitle')
            : t('swap.reviewTitle', { from: words.name(coinIn), to: words.name(coinOut) })}
        </h2>
        <OrderReview
          flow={flow}
          adapter={adapter}
          confirmLabel={t('swap.confirm')}
          locale={locale}
          testId="swap-review"
          actionTestId="swap"
          requote={requote}
        >
          <p className={css.note}>{t('swap.rule')}</p>
        </OrderReview>
      </section>
    );
  }

  return (
    <section aria-labelledby="swap-title">
      <h2 id="swap-title" className="visually-hidden">
        {t('tabs.swap')}
      </h2>
      <form className={css.form} noValidate onSubmit={submitDraft(draft, () => setTouched(true), flow.submit)}>
        <PoolPicker pools={pools} pool={pool} words={words} onPool={onPool} />
        <AmountField
          label={t('swap.from', { coin: words.name(coinIn) })}
          value={draft.text}
          onChange={(text) => setDraft((d) => ({ ...d, text }))}
          coin={words.name(coinIn)}
          max={maxAmount(rules)?.toFixed() ?? null}
          hint={
            loggedIn
              ? t('form.available', {
                  amount: balances.of(coinIn)
                    ? words.coin(balances.of(coinIn) ?? new Decimal(0), coinIn)
                    : balances.failed
                      ? '—'
                      : '…',
                })
              : t('form.loginForBalance')
          }
          error={problem && !problem.key.startsWith('liquidity:swap.') ? keyText(problem) : undefined}
        />
        <Button
          variant="secondary"
          size="small"
          className={css.flip}
          onClick={() => setDraft((d) => ({ ...d, baseIn: !d.baseIn, text: '' }))}
          data-testid="swap-flip"
        >
          {t('swap.flip', { from: words.name(coinOut), to: words.name(coinIn) })}
        </Button>
        <fieldset className={css.segmented}>
          <legend className={css.legend}>{t('swap.slippage')}</legend>
          {SLIPPAGES.map((s) => (
            <label key={s} className={css.option}>
              <input
                type="radio"
                name="slippage"
                value={s}
                checked={draft.slippage === s}
                onChange={() => setDraft((d) => ({ ...d, slippage: s }))}
              />
              {words.pct(new Decimal(s).div(100), 2)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('swap.slippageCustom')}
          inputMode="decimal"
          dir="ltr"
          name="slippage-custom"
          value={draft.slippage}
          onChange={(e) => setDraft((d) => ({ ...d, slippage: e.target.value.trim() }))}
          end={<span>%</span>}
          error={problem?.key === 'liquidity:swap.slippageRange' ? t(problem.key, problem.values) : undefined}
        />
        <dl className={css.figures} data-testid="swap-quote" aria-live="polite">
          <dt className={css.term}>{t('swap.receive')}</dt>
          <dd className={css.value} data-testid="swap-out">
            {live ? `≈ ${words.coin(live.amountOut, coinOut)}` : '—'}
          </dd>
          <dt className={css.term}>{t('swap.minReceived')}</dt>
          <dd className={css.value} data-testid="swap-min">
            {live ? words.coin(live.minReceived, coinOut) : '—'}
          </dd>
          <dt className={css.term}>{t('swap.rate')}</dt>
          <dd className={css.value}>
            {live ? unitRate(words.name(coinIn), words.coin(live.rate, coinOut), locale) : '—'}
          </dd>
          <dt className={css.term}>{t('swap.impact')}</dt>
          <dd className={css.value} data-testid="swap-impact">
            {live ? words.pct(live.priceImpact, 2) : '—'}
          </dd>
          <dt className={css.term}>{t('swap.fee', { rate: words.pct(SWAP_FEE, 1) })}</dt>
          <dd className={css.value}>{live ? words.coin(live.fee, coinIn) : '—'}</dd>
        </dl>
        {live && live.priceImpact.greaterThan(HIGH_IMPACT) && (
          <Notice tone="warning">{t('swap.highImpact', { impact: words.pct(live.priceImpact, 2) })}</Notice>
        )}
        <p className={css.note}>{t('swap.liveNote')}</p>
        <div className={css.actions}>
          <Button type="submit" pending={flow.busy} data-testid="swap-submit">
            {loggedIn ? t('swap.review') : t('form.login')}
          </Button>
        </div>
      </form>
    </section>
  );
}
