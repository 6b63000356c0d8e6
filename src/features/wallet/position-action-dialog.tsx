import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { openOrderIntent, type OrderIntent } from '@/api/client-order-id';
import { confirmOrderMutationOptions, type ConfirmOrderResult } from '@/api/earn/confirm-order';
import { LiquidityRemoveMode } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import type { PositionActionIntent } from '@/api/earn/order-intent-schema';
import { previewOrderQueryOptions } from '@/api/earn/preview-order';
import { invalidateUserData } from '@/api/invalidate-user-data';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { checkAmount, checkRate } from './amount-check';
import { coinName, formatAprE8, formatCoinE8, formatDateTime } from './format';
import type { WalletAction } from './position-actions';
import { RedemptionRule } from './redemption-rule';
import { useCoins } from './use-coins';
import { useSingleFlight } from './use-single-flight';
import * as css from './wallet.css';

type Step = 'edit' | 'review' | 'done';

/**
 * Redeem, unstake, early redemption, early close, remove liquidity or reinvest: enter the amount, review what
 * comes back and when (the product's rule and processing time are stated before confirming), confirm once.
 * The client order id is minted when the review opens and reused by every retry of that confirmation.
 */
export function PositionActionDialog({ position, action, onClose }: { position: Position; action: WalletAction; onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const coins = useCoins();
  const queryClient = useQueryClient();
  const coin = coins?.byEnum.get(position.coin);
  const principal = fromE8(position.principal_e8);
  const [step, setStep] = useState<Step>('edit');
  const [amountText, setAmountText] = useState('');
  const [rateText, setRateText] = useState('100');
  const [mode, setMode] = useState<number>(LiquidityRemoveMode.Both);
  const [touched, setTouched] = useState(false);
  const [intent, setIntent] = useState<OrderIntent | null>(null);
  const once = useSingleFlight();
  const confirm = useMutation({
    ...confirmOrderMutationOptions(),
    onSuccess: async () => {
      setStep('done');
      await invalidateUserData(queryClient);
    },
  });

  const amountCheck = action.amount === 'partial' ? checkAmount(amountText, { max: principal, precision: coin?.txPrecision ?? 8 }) : null;
  const rateCheck = action.amount === 'rate' ? checkRate(rateText) : null;
  const inputOk = (amountCheck === null || amountCheck.ok) && (rateCheck === null || rateCheck.ok);

  const request: PositionActionIntent = {
    position_id: position.position_id,
    product_type: position.product_type,
    action: action.positionAction ?? 1,
  };
  if (amountCheck?.ok) request.amount_e8 = toE8(amountCheck.value);
  if (rateCheck?.ok) {
    request.remove_rate = rateCheck.value;
    request.remove_mode = mode as PositionActionIntent['remove_mode'];
  }

  const title = t(`actions.${action.kind}.title`, { product: position.product_name ?? coinName(coins, position.coin) });
  const pending = confirm.isPending;
  const failure = confirm.error ? errorTranslation(confirm.error) : null;

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('actions.close')} dismissible={!pending}>
      {step === 'edit' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!inputOk) return;
            setIntent(openOrderIntent());
            confirm.reset();
            setStep('review');
          }}
          noValidate
        >
          <dl className={css.facts}>
            <div>
              <dt>{t('positions.principal')}</dt>
              <dd>{formatCoinE8(position.principal_e8, coin)} {coinName(coins, position.coin)}</dd>
            </div>
            <div>
              <dt>{t('positions.apr')}</dt>
              <dd>{formatAprE8(position.apy_e8)}</dd>
            </div>
          </dl>
          {action.amount === 'partial' && (
            <TextField
              label={t('actions.amount', { coin: coinName(coins, position.coin) })}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              error={touched && amountCheck && !amountCheck.ok ? t(`actions.amountProblem.${amountCheck.problem}`, { precision: coin?.txPrecision ?? 8 }) : undefined}
              end={
                <button type="button" className={css.maxButton} onClick={() => setAmountText(principal.toFixed())}>
                  {t('actions.max')}
                </button>
              }
            />
          )}
          {action.amount === 'rate' && (
            <>
              <TextField
                label={t('actions.removeRate')}
                inputMode="numeric"
                autoComplete="off"
                value={rateText}
                onChange={(event) => setRateText(event.target.value)}
                error={touched && rateCheck && !rateCheck.ok ? t('actions.rateProblem') : undefined}
                end={<span aria-hidden="true">%</span>}
              />
              <div className={css.chips} role="group" aria-label={t('actions.removeRate')}>
                {['25', '50', '75', '100'].map((rate) => (
                  <button key={rate} type="button" className={css.chip} aria-pressed={rateText === rate} onClick={() => setRateText(rate)}>
                    {rate}%
                  </button>
                ))}
              </div>
              <label className={css.selectLabel}>
                {t('actions.removeMode')}
                <select className={css.select} value={mode} onChange={(event) => setMode(Number(event.target.value))}>
                  <option value={LiquidityRemoveMode.Both}>{t('actions.removeModes.both')}</option>
                  <option value={LiquidityRemoveMode.QuoteOnly}>
                    {t('actions.removeModes.single', { coin: coinName(coins, position.liquidity?.coin_y ?? position.coin) })}
                  </option>
                  <option value={LiquidityRemoveMode.BaseOnly}>
                    {t('actions.removeModes.single', { coin: coinName(coins, position.liquidity?.coin_x ?? position.coin) })}
                  </option>
                </select>
              </label>
            </>
          )}
          <RedemptionRule position={position} action={action} />
          <div className={css.dialogActions}>
            <Button variant="secondary" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit">{t('actions.review')}</Button>
          </div>
        </form>
      )}
      {step === 'review' && intent && (
        <div>
          <Review request={request} position={position} action={action} />
          {failure && <Notice tone="error">{t(failure.key, failure.values)}</Notice>}
          <div className={css.dialogActions}>
            <Button variant="secondary" disabled={pending} onClick={() => setStep('edit')}>{t('actions.back')}</Button>
            <Button pending={pending} onClick={() => once((done) => confirm.mutate(intent.withId(request), { onSettled: done }))}>{t(`actions.${action.kind}.confirm`)}</Button>
          </div>
        </div>
      )}
      {step === 'done' && confirm.data && <Done result={confirm.data} action={action} onClose={onClose} />}
    </Modal>
  );
}

/** What the exchange says will come back, and when, before the user confirms. */
function Review({ request, position, action }: { request: PositionActionIntent; position: Position; action: WalletAction }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const coins = useCoins();
  const preview = useQuery({ ...previewOrderQueryOptions({ order_kind: 2, ...request }), retry: false });
  if (preview.isPending) {
    return (
      <div aria-busy="true" className={css.facts}>
        <Skeleton height={20} />
        <Skeleton height={20} width="70%" />
      </div>
    );
  }
  if (preview.isError) {
    const failure = errorTranslation(preview.error);
    return <Notice tone="error">{t(failure.key, failure.values)}</Notice>;
  }
  const arrival = unixSecondsToMs(preview.data.estimated_arrival_at);
  return (
    <>
      <dl className={css.facts} data-testid="action-review">
        {preview.data.returns.map((item) => (
          <div key={item.coin}>
            <dt>{t('actions.youReceive')}</dt>
            <dd>{formatCoinE8(item.amount_e8, coins?.byEnum.get(item.coin))} {coinName(coins, item.coin)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('actions.arrival')}</dt>
          <dd>{arrival === null ? t('actions.arrivesNow') : t('actions.arrivesBy', { date: formatDateTime(preview.data.estimated_arrival_at) })}</dd>
        </div>
      </dl>
      <RedemptionRule position={position} action={action} />
    </>
  );
}

function Done({ result, action, onClose }: { result: ConfirmOrderResult; action: WalletAction; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const arrival = unixSecondsToMs(result.estimated_arrival_at);
  const received = result.returns
    .map((item) => `${formatCoinE8(item.amount_e8, coins?.byEnum.get(item.coin))} ${coinName(coins, item.coin)}`)
    .join(' + ');
  return (
    <div>
      <Notice tone="success">
        {t(`actions.${action.kind}.done`)}
        {received && ` ${t('actions.receivedList', { list: received })}`}
        {arrival !== null && ` ${t('actions.arrivesBy', { date: formatDateTime(result.estimated_arrival_at) })}`}
      </Notice>
      <div className={css.dialogActions}>
        <Button onClick={onClose} autoFocus>{t('actions.done')}</Button>
      </div>
    </div>
  );
}
