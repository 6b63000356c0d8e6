import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiquidityRemoveMode } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import type { PositionActionIntent } from '@/api/earn/order-intent-schema';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { Decimal, maxOf } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmountInput, parseAmount } from '@/lib/parse-amount';
import { unixSecondsToMs } from '@/lib/unix-time';
import { formatDateTime } from '@/lib/format-date';
import { liquidationPriceOf, removeFigures } from '@/products/liquidity/pool-math';
import type { LiquidityPool } from '@/products/liquidity/pools';
import { maxAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow, type SummaryRow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { actionAdapter, type ActionDraft, type PositionActionKind } from './adapters';
import type { Words } from './format';
import { positionFigures } from './position-figures';
import { useFundingBalances } from './use-balances';
import { submitDraft } from './submit-draft';
import * as css from './liquidity.css';
import { useKeyText } from '@/i18n/use-key-text';
import type { FlowProblem } from '@/products/order-flow/order-flow-machine';

/** 602 on a position whose add is still settling: nothing can be taken out or changed until it is effective. */
const NOT_NOW = 602;

/**
 * One action on a liquidity position, each on the shared order flow with the exchange's preview: remove a
 * percentage (both coins or one), reduce leverage, add margin, or reinvest the claimable yield.
 */
export function ActionDialog({
  kind,
  position,
  pool,
  words,
  onClose,
}: {
  kind: PositionActionKind;
  position: Position;
  pool: LiquidityPool;
  words: Words;
  onClose: () => void;
}) {
  const { t } = useTranslation(['liquidity', 'flow', 'errors']);
  const keyText = useKeyText();
  const locale = words.locale;
  const figures = positionFigures(position, pool);
  const balances = useFundingBalances(true);
  const [draft, setDraft] = useState<ActionDraft>({
    text:
      kind === 'remove'
        ? '50'
        : kind === 'reduce'
          ? figures
            ? maxOf(1, figures.leverage.minus(1)).toFixed()
            : '1'
          : '',
    mode: LiquidityRemoveMode.Both,
  });
  const [touched, setTouched] = useState(false);
  const quote = pool.quote;
  const loan = figures?.loan ?? new Decimal(0);
  const marginRules: AmountRules = { precision: words.precision(quote), balance: balances.of(quote), max: loan };
  const marginWords = {
    locale,
    coinName: words.name(quote),
    money: (v: Decimal) => words.coin(v, quote),
    example: formatAmountInput('12.5', locale),
    rules: marginRules,
  };

  const summary = (intent: PositionActionIntent, preview: PreviewOrderResult): SummaryRow[] => {
    const rows: SummaryRow[] = [
      { label: t('review.pool'), value: `${words.name(pool.base)}/${words.name(pool.quote)}` },
    ];
    if (kind === 'remove') {
      rows.push({
        label: t('remove.rate'),
        value: words.pct(new Decimal(intent.remove_rate ?? 0).div(100), 0),
        testId: 'remove-review-rate',
      });
      rows.push({
        label: t('remove.receive'),
        value: preview.returns.map((r) => words.coin(fromE8(r.amount_e8), r.coin)).join(' + ') || '—',
        testId: 'remove-review-returns',
      });
      if (figures && figures.loan.greaterThan(0))
        rows.push({
          label: t('remove.repaid'),
          value: words.coin(figures.loan.times(intent.remove_rate ?? 0).div(100), quote),
        });
      const arrival = unixSecondsToMs(preview.estimated_arrival_at);
      if (arrival) rows.push({ label: t('remove.arrival'), value: formatDateTime(arrival, locale) });
    } else if (kind === 'reduce') {
      rows.push({ label: t('reduce.from'), value: t('leverageValue', { value: figures?.leverage.toFixed() ?? '1' }) });
      rows.push({
        label: t('reduce.to'),
        value: t('leverageValue', { value: intent.target_leverage ?? '1' }),
        testId: 'reduce-review-target',
      });
    } else if (kind === 'margin') {
      const amount = fromE8(intent.amount_e8 ?? '0');
      rows.push({ label: t('margin.amount'), value: words.coin(amount, quote), testId: 'margin-review-amount' });
      if (figures) rows.push({ label: t('margin.newLoan'), value: words.coin(figures.loan.minus(amount), quote) });
    } else {
      rows.push({
        label: t('reinvest.amount'),
        value: words.exact(figures?.claimable ?? new Decimal(0), position.return_coin),
        testId: 'reinvest-review-amount',
      });
    }
    return rows;
  };
  const adapter = actionAdapter({
    kind,
    positionId: position.position_id,
    leverage: figures?.leverage ?? new Decimal(1),
    locale,
    marginWords,
    summary,
  });
  const flow = useOrderFlow(adapter);
  const { state } = flow;
  const raw = touched && state.name === 'draft' ? (adapter.validate(draft) ?? state.error) : null;
  const problem: FlowProblem | null =
    raw && raw.values.code === NOT_NOW && figures?.state === 'addPending'
      ? { key: 'liquidity:remove.addPending', values: {} }
      : raw;
  const problemText = problem ? keyText(problem) : undefined;

  // Live estimates of the form (the review shows the exchange's own).
  const parsed = parseAmount(draft.text, locale);
  const typed = parsed.ok ? new Decimal(parsed.value) : null;
  let estimate: string | null = null;
  if (figures && typed && pool) {
    // Nothing of a settling add can be removed yet: say so, rather than estimate "0 SOL + 0 USDT".
    if (kind === 'remove' && figures.state === 'addPending') {
      estimate = t('remove.addPending');
    } else if (kind === 'remove' && typed.greaterThanOrEqualTo(1) && typed.lessThanOrEqualTo(100)) {
      const out = removeFigures(
        pool.reserves,
        fromE8(position.liquidity?.amount_x_e8 ?? '0'),
        fromE8(position.liquidity?.amount_y_e8 ?? '0'),
        figures.loan,
        typed.toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber(),
      );
      estimate = t('remove.estimate', { base: words.coin(out.x, pool.base), quote: words.coin(out.y, quote) });
    } else if (kind === 'margin' && typed.greaterThan(0) && typed.lessThanOrEqualTo(figures.loan)) {
      estimate = t('margin.estimate', {
        price: words.price(liquidationPriceOf(figures.value, figures.loan.minus(typed), pool.price), quote),
      });
    } else if (kind === 'reduce' && typed.greaterThanOrEqualTo(1) && typed.lessThan(figures.leverage)) {
      const value = figures.equity.times(typed);
      estimate = typed.equals(1)
        ? t('reduce.estimateNone')
        : t('reduce.estimate', {
            price: words.price(liquidationPriceOf(value, value.minus(figures.equity), pool.price), quote),
          });
    }
  }

  const title = t(`${kind}.title`, { pair: `${words.name(pool.base)}/${words.name(pool.quote)}` });
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {state.name === 'draft' || state.name === 'previewing' ? (
        <form noValidate className={css.form} onSubmit={submitDraft(draft, () => setTouched(true), flow.submit)}>
          {kind === 'remove' && (
            <>
              <TextField
                label={t('remove.rate')}
                inputMode="numeric"
                dir="ltr"
                name="remove-rate"
                value={draft.text}
                onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value.trim() }))}
                end={<span>%</span>}
                error={problemText}
              />
              <div className={css.rowActions}>
                {['25', '50', '75', '100'].map((p) => (
                  <Button key={p} size="small" variant="secondary" onClick={() => setDraft((d) => ({ ...d, text: p }))}>
                    {words.pct(new Decimal(p).div(100), 0)}
                  </Button>
                ))}
              </div>
              <label className={css.selectLabel}>
                {t('remove.mode')}
                <select
                  className={css.select}
                  value={draft.mode}
                  onChange={(e) => setDraft((d) => ({ ...d, mode: Number(e.target.value) as LiquidityRemoveMode }))}
                >
                  <option value={LiquidityRemoveMode.Both}>{t('remove.modeBoth')}</option>
                  <option value={LiquidityRemoveMode.QuoteOnly}>
                    {t('remove.modeOne', { coin: words.name(quote) })}
                  </option>
                  <option value={LiquidityRemoveMode.BaseOnly}>
                    {t('remove.modeOne', { coin: words.name(pool.base) })}
                  </option>
                </select>
              </label>
              <p className={css.note}>{t('remove.rule')}</p>
            </>
          )}
          {kind === 'reduce' && (
            <TextField
              label={t('reduce.target', { current: figures?.leverage.toFixed() ?? '1' })}
              inputMode="decimal"
              dir="ltr"
              name="target-leverage"
              value={draft.text}
              onChange={(e) => setDraft((d) => ({ ...d, text: e.target.value.trim() }))}
              error={problemText}
            />
          )}
          {kind === 'margin' && (
            <AmountField
              label={t('margin.amount')}
              value={draft.text}
              onChange={(text) => setDraft((d) => ({ ...d, text }))}
              coin={words.name(quote)}
              max={maxAmount(marginRules)?.toFixed() ?? null}
              hint={t('margin.hint', { loan: words.coin(loan, quote) })}
              error={problemText}
            />
          )}
          {kind === 'reinvest' && (
            <>
              <p>
                {t('reinvest.body', {
                  amount: words.exact(figures?.claimable ?? new Decimal(0), position.return_coin),
                })}
              </p>
              {problemText && <Notice tone="error">{problemText}</Notice>}
            </>
          )}
          {estimate && (
            <p className={css.note} data-testid="action-estimate">
              {estimate}
            </p>
          )}
          <div className={css.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" pending={flow.busy} data-testid="action-review">
              {t('actions.review')}
            </Button>
          </div>
        </form>
      ) : state.name === 'done' ? (
        <div data-testid="action-done">
          <Notice tone="success">{t(`${kind}.done`)}</Notice>
          <div className={css.actions}>
            <Button onClick={onClose}>{t('actions.done')}</Button>
          </div>
        </div>
      ) : (
        <OrderReview
          flow={flow}
          adapter={adapter}
          confirmLabel={t(`${kind}.confirm`)}
          locale={locale}
          testId="action-review-step"
        />
      )}
    </Modal>
  );
}
