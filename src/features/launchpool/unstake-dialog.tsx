import { useKeyText } from '@/i18n/use-key-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { maxAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import { OrderReview } from '@/products/order-flow/order-review';
import { useOrderFlow } from '@/products/order-flow/use-order-flow';
import { AmountField } from '@/ui/amount-field';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { coinTextE8 } from './format';
import { unstakeAdapter } from './stake-adapters';
import * as css from './launchpool.css';
import { withUnit } from '@/lib/bidi';

/** Unstaking part or all of a stake on the shared order flow: back at once, and that amount earns nothing for the day. */
export function UnstakeDialog({
  position,
  coins,
  onClose,
}: {
  position: Position;
  coins: CoinCatalogue | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['launchpool', 'flow', 'errors']);
  const keyText = useKeyText();
  const locale = getIntlLocale();
  const name = coinName(coins, position.coin);
  const precision = coins?.byEnum.get(position.coin)?.txPrecision ?? 8;
  const rules: AmountRules = { precision, held: fromE8(position.principal_e8) };
  const money = (value: Decimal) => withUnit(formatAmount(value.toFixed(), { locale, precision }), name, locale);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const adapter = unstakeAdapter({
    positionId: position.position_id,
    rules,
    locale,
    coinName: name,
    money,
    example: formatAmount('12.5', { locale, precision: 1 }),
    summary: (intent) => [
      {
        label: t('summary.unstake'),
        value: money(fromE8(intent.amount_e8 ?? position.principal_e8)),
        testId: 'unstake-review-amount',
      },
    ],
  });
  const flow = useOrderFlow(adapter);
  const { state } = flow;
  const problem = touched && state.name === 'draft' ? (adapter.validate(text) ?? state.error) : null;
  const max = maxAmount(rules);

  return (
    <Modal
      open
      title={t('unstake.title', { coin: name })}
      onClose={onClose}
      closeLabel={t('actions.close')}
      dismissible={state.name !== 'paying'}
    >
      {state.name === 'draft' || state.name === 'previewing' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            flow.submit(text);
          }}
        >
          <AmountField
            label={t('unstake.amount', { coin: name })}
            value={text}
            onChange={setText}
            coin={name}
            max={max ? max.toFixed() : null}
            hint={t('unstake.held', { amount: coinTextE8(position.principal_e8, position.coin, coins, locale) })}
            error={problem ? keyText(problem) : undefined}
          />
          <p className={css.rule}>{t('unstake.rule')}</p>
          <div className={css.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" pending={flow.busy} data-testid="unstake-review">
              {t('unstake.review')}
            </Button>
          </div>
        </form>
      ) : state.name === 'done' ? (
        <div data-testid="unstake-done">
          <Notice tone="success">
            {t('unstake.done', {
              amount: state.result.returns.map((r) => coinTextE8(r.amount_e8, r.coin, coins, locale)).join(' + '),
            })}
          </Notice>
          <div className={css.actions}>
            <Button onClick={onClose}>{t('actions.done')}</Button>
          </div>
        </div>
      ) : (
        <OrderReview
          flow={flow}
          adapter={adapter}
          confirmLabel={t('unstake.confirm')}
          locale={locale}
          testId="unstake-review-step"
        >
          <p className={css.rule}>{t('unstake.rule')}</p>
        </OrderReview>
      )}
    </Modal>
  );
}
