import { useKeyText } from '@/i18n/use-key-text';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { LiquidityRemoveMode } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import type { PositionActionIntent } from '@/api/earn/order-intent-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { positionViewOfType } from '@/products/position-views';
import { quotedAprE8 } from '@/products/quoted-apr';
import {
  amountProblemMessage,
  checkAmount,
  maxAmount,
  readableAmount,
  type AmountRules,
} from '@/products/order-flow/amount-rules';
import { earlyCloseMinimum, EARLY_CLOSE_SLIPPAGE } from '@/products/early-close';
import { PositionExitBox } from '@/products/exit/exit-box';
import { WAYS_OF_ACTION } from '@/products/exit/exit-ways';
import { OrderReview } from '@/products/order-flow/order-review';
import { earlyRedeemSummaryRows } from '@/products/wealth/early-redeem-summary';
import { useOrderFlow, type OrderFlowAdapter } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { ToggleGroup } from '@/ui/toggle-group';
import { coinName, formatAprE8, formatCoinE8, formatDateTime } from './format';
import type { WalletAction } from './position-actions';
import { checkRate } from './removal-rate';
import { RedemptionRule } from './redemption-rule';
import { useCoins } from '@/products/use-coins';
import * as css from './wallet.css';
import { withUnit } from '@/lib/bidi';
import type { TranslateIn } from '@/i18n/translation-key';

/** What the action form holds, as typed. */
interface ActionDraft {
  amount: string;
  rate: string;
  mode: number;
}

/** The adapter's words: the wallet's, and an early redemption's (`wealth`). */
type T = TranslateIn<'wallet' | 'wealth'>;

/** Redeem, unstake, early redemption, early close, remove liquidity or reinvest, on the shared order flow. */
function positionActionAdapter({
  position,
  action,
  coins,
  locale,
  t,
}: {
  position: Position;
  action: WalletAction;
  coins: CoinCatalogue | undefined;
  locale: string;
  t: T;
}): OrderFlowAdapter<'action', ActionDraft> & { rules: AmountRules } {
  const coin = coins?.byEnum.get(position.coin);
  const name = coinName(coins, position.coin);
  const rules: AmountRules = { precision: coin?.txPrecision ?? 8, held: fromE8(position.principal_e8) };
  const money = (value: Decimal) => withUnit(formatAmount(value, { locale, precision: rules.precision }), name, locale);
  return {
    kind: 'action',
    target: { position_id: position.position_id, action: action.positionAction ?? 1 },
    rules,
    validate(draft) {
      if (action.amount === 'partial') {
        const check = checkAmount(draft.amount, locale, rules);
        if (!check.ok)
          return amountProblemMessage(check.problem, {
            coin: name,
            money,
            example: formatAmount('12.5', { locale, precision: 1 }),
          });
      }
      if (action.amount === 'rate' && !checkRate(draft.rate, locale).ok)
        return { key: 'wallet:actions.rateProblem', values: {} };
      return null;
    },
    buildIntent(draft) {
      const intent: PositionActionIntent = {
        position_id: position.position_id,
        product_type: position.product_type,
        action: action.positionAction ?? 1,
      };
      const amount = action.amount === 'partial' ? checkAmount(draft.amount, locale, rules) : null;
      if (amount?.ok) intent.amount_e8 = toE8(amount.amount);
      const rate = action.amount === 'rate' ? checkRate(draft.rate, locale) : null;
      if (rate?.ok) {
        intent.remove_rate = rate.value;
        intent.remove_mode = draft.mode as PositionActionIntent['remove_mode'];
      }
      // Early close at the current value: slippage protection against the estimate the exchange gave.
      if (action.kind === 'closeEarly' && position.offer)
        intent.min_return_e8 = toE8(earlyCloseMinimum(position.offer.redeem_estimate_e8));
      return intent;
    },
    summary(intent, preview) {
      const arrival = unixSecondsToMs(preview.estimated_arrival_at);
      const offerCoin = position.offer?.coin_y;
      // Early redemption states principal, reduced interest and what is forfeited, each labelled.
      const early = earlyRedeemSummaryRows(
        preview,
        t,
        name,
        coins?.byEnum.get(position.return_coin)?.assetPrecision ?? 8,
        locale,
      );
      // What comes back is one row, however many coins it is in (a pool's two coins, principal and interest):
      // never the same label twice.
      const received =
        early.length > 0
          ? []
          : preview.returns.map((item) =>
              withUnit(formatCoinE8(item.amount_e8, coins?.byEnum.get(item.coin)), coinName(coins, item.coin), locale),
            );
      return [
        ...early,
        ...(received.length > 0
          ? [{ label: t('wallet:actions.youReceive'), value: received.join(' + '), testId: 'you-receive' }]
          : []),
        ...(intent.min_return_e8 !== undefined && offerCoin !== undefined
          ? [
              {
                label: t('wallet:actions.minReturn', {
                  percent: formatPercent(EARLY_CLOSE_SLIPPAGE.times(100).toFixed(), { locale }),
                }),
                value: withUnit(
                  formatCoinE8(intent.min_return_e8, coins?.byEnum.get(offerCoin)),
                  coinName(coins, offerCoin),
                  locale,
                ),
                testId: 'min-return',
              },
            ]
          : []),
        {
          label: t('wallet:actions.arrival'),
          value:
            arrival === null
              ? t('wallet:actions.arrivesNow')
              : t('wallet:actions.arrivesBy', { date: formatDateTime(preview.estimated_arrival_at) }),
        },
      ];
    },
  };
}

/**
 * Enter the amount, review what comes back and when (the product's rule and processing time are stated
 * before confirming), confirm once. The client order id belongs to the confirmed intent: a retry after a lost
 * answer reuses it, a reload too.
 */
export function PositionActionDialog(props: { position: Position; action: WalletAction; onClose: () => void }) {
  // The flow's strings load with the first dialog; the page stays as it is meanwhile.
  return (
    <Suspense fallback={null}>
      <ActionDialog {...props} />
    </Suspense>
  );
}

function ActionDialog({
  position,
  action,
  onClose,
}: {
  position: Position;
  action: WalletAction;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['wallet', 'flow', 'errors', 'products']);
  const keyText = useKeyText();
  const coins = useCoins();
  const locale = getIntlLocale();
  const [draft, setDraft] = useState<ActionDraft>({ amount: '', rate: '100', mode: LiquidityRemoveMode.Both });
  const [touched, setTouched] = useState(false);
  const adapter = positionActionAdapter({ position, action, coins, locale, t: i18n.t });
  const flow = useOrderFlow(adapter);
  const { state } = flow;
  const name = coinName(coins, position.coin);
  const apr = quotedAprE8(position.product_type, position.apy_e8);
  const problem = touched ? adapter.validate(draft) : null;
  const max = maxAmount(adapter.rules);
  const title = t(`actions.${action.kind}.title`, { product: position.product_name ?? name });
  const editing = state.name === 'draft' || state.name === 'previewing';

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('actions.close')} dismissible={state.name !== 'paying'}>
      {editing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            flow.submit(draft);
          }}
          noValidate
        >
          <dl className={css.facts}>
            <div>
              <dt>{t('positions.principal')}</dt>
              <dd>{withUnit(formatCoinE8(position.principal_e8, coins?.byEnum.get(position.coin)), name, locale)}</dd>
            </div>
            {apr !== null && (
              <div>
                <dt>{t(positionViewOfType(position.product_type).aprLabel ?? 'positions.apr')}</dt>
                <dd>{formatAprE8(apr)}</dd>
              </div>
            )}
          </dl>
          {action.amount === 'partial' && (
            <AmountField
              label={t('actions.amount', { coin: name })}
              coin={name}
              locale={locale}
              value={draft.amount}
              onChange={(amount) => setDraft({ ...draft, amount })}
              max={max?.toFixed() ?? null}
              error={problem ? keyText(problem) : undefined}
            />
          )}
          {action.amount === 'rate' && (
            <>
              <TextField
                label={t('actions.removeRate')}
                inputMode="numeric"
                autoComplete="off"
                value={draft.rate}
                onChange={(event) => setDraft({ ...draft, rate: event.target.value })}
                error={problem ? keyText(problem) : undefined}
                end={<span aria-hidden="true">%</span>}
              />
              <ToggleGroup
                className={css.chips}
                label={t('actions.removeRate')}
                options={['25', '50', '75', '100'].map((rate) => ({ id: rate, label: `${rate}%` }))}
                selected={draft.rate}
                onSelect={(rate) => setDraft({ ...draft, rate })}
              />
              <label className={css.selectLabel}>
                {t('actions.removeMode')}
                <select
                  className={css.select}
                  value={draft.mode}
                  onChange={(event) => setDraft({ ...draft, mode: Number(event.target.value) })}
                >
                  <option value={LiquidityRemoveMode.Both}>{t('actions.removeModes.both')}</option>
                  <option value={LiquidityRemoveMode.QuoteOnly}>
                    {t('actions.removeModes.single', {
                      coin: coinName(coins, position.liquidity?.coin_y ?? position.coin),
                    })}
                  </option>
                  <option value={LiquidityRemoveMode.BaseOnly}>
                    {t('actions.removeModes.single', {
                      coin: coinName(coins, position.liquidity?.coin_x ?? position.coin),
                    })}
                  </option>
                </select>
              </label>
            </>
          )}
          <RedemptionRule position={position} action={action} />
          <PositionExitBox
            position={position}
            only={WAYS_OF_ACTION[action.kind]}
            amount={action.amount === 'partial' ? readableAmount(draft.amount, locale, adapter.rules.precision) : null}
          />
          {state.name === 'draft' && state.error && <Notice tone="error">{keyText(state.error)}</Notice>}
          <div className={css.dialogActions}>
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" pending={state.name === 'previewing'}>
              {t('actions.review')}
            </Button>
          </div>
        </form>
      )}
      {(state.name === 'review' || state.name === 'paying' || state.name === 'failed') && (
        <OrderReview
          flow={flow}
          adapter={adapter}
          confirmLabel={t(`actions.${action.kind}.confirm`)}
          locale={locale}
          testId="action-review"
        >
          <RedemptionRule position={position} action={action} />
        </OrderReview>
      )}
      {state.name === 'done' && (
        <div>
          {state.earlier && <Notice>{t('flow:done.earlier')}</Notice>}
          <Notice tone="success">
            {t(`actions.${action.kind}.done`)}
            {state.result.returns.length > 0 &&
              ` ${t('actions.receivedList', {
                list: state.result.returns
                  .map((item) =>
                    withUnit(
                      formatCoinE8(item.amount_e8, coins?.byEnum.get(item.coin)),
                      coinName(coins, item.coin),
                      locale,
                    ),
                  )
                  .join(' + '),
              })}`}
            {unixSecondsToMs(state.result.estimated_arrival_at) !== null &&
              ` ${t('actions.arrivesBy', { date: formatDateTime(state.result.estimated_arrival_at) })}`}
          </Notice>
          <div className={css.dialogActions}>
            <Button onClick={onClose}>{t('actions.done')}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
