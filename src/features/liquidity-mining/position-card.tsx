import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { formatDateTimeUtc } from '@/lib/format-date';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { LiquidityPool } from '@/products/liquidity/pools';
import { Button } from '@/ui/button';
import type { PositionActionKind } from './adapters';
import type { Words } from './format';
import { positionFigures } from './position-figures';
import * as css from './liquidity.css';

/** One liquidity position: principal (equity), leveraged value, loan, margin, liquidation line and distance, claimable yield, APR, state. */
export function PositionCard({
  position,
  pool,
  words,
  onAction,
}: {
  position: Position;
  pool: LiquidityPool | undefined;
  words: Words;
  onAction: (kind: PositionActionKind | 'claim') => void;
}) {
  const { t } = useTranslation(['liquidity', 'products']);
  const f = positionFigures(position, pool);
  const info = position.liquidity;
  if (!f || !info) return null;
  const quote = info.coin_y;
  const pair = `${words.name(info.coin_x)}/${words.name(quote)}`;
  const open = f.state !== 'liquidated';
  const settled = f.state === 'effective' || f.state === 'liquidating';
  const fact = (label: string, value: string, testId?: string) => (
    <div>
      <dt className={css.term}>{label}</dt>
      <dd className={css.value} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <article
      className={css.card}
      data-testid="liquidity-position"
      data-state={f.state}
      data-position={position.position_id}
      aria-labelledby={`lp-${position.position_id}`}
    >
      <div className={css.cardHead}>
        <h3 id={`lp-${position.position_id}`} className={css.cardTitle}>
          {pair}
        </h3>
        <span className={css.badge} data-state={f.state} data-testid="position-state">
          {t(`state.${f.state}`)}
        </span>
      </div>
      {f.state === 'liquidated' ? (
        <p className={css.note} data-testid="position-liquidated">
          {t('mine.liquidatedNote', {
            time: info.liquidated_at ? formatDateTimeUtc(unixSecondsToMs(info.liquidated_at) ?? 0, words.locale) : '—',
          })}
        </p>
      ) : (
        <dl className={css.facts}>
          {fact(t('figures.principal'), words.coin(f.equity, quote), 'position-equity')}
          {fact(t('figures.value'), words.coin(f.value, quote), 'position-value')}
          {fact(t('figures.leverage'), t('leverageValue', { value: f.leverage.toFixed() }), 'position-leverage')}
          {fact(t('figures.loan'), words.coin(f.loan, quote), 'position-loan')}
          {fact(t('figures.margin'), words.coin(f.margin, quote))}
          {fact(
            t('figures.liquidationPrice'),
            f.loan.isZero()
              ? t('figures.noLiquidation')
              : f.state === 'addPending'
                ? t('figures.afterSettle')
                : f.distance === null
                  ? words.price(f.liquidationPrice, quote)
                  : t('figures.liquidationAt', {
                      price: words.price(f.liquidationPrice, quote),
                      distance: words.pct(f.distance, 1),
                    }),
            'position-liquidation',
          )}
          {fact(t('figures.claimable'), words.exact(f.claimable, position.return_coin), 'position-claimable')}
          {fact(t('products:valuation.estimatedApr'), words.pct(f.apr))}
        </dl>
      )}
      {f.state === 'addPending' && <p className={css.note}>{t('mine.pendingNote')}</p>}
      {f.state === 'liquidating' && <p className={css.note}>{t('mine.liquidatingNote')}</p>}
      {open && (
        <div className={css.rowActions}>
          <Button
            size="small"
            onClick={() => onAction('remove')}
            disabled={f.state === 'removePending'}
            data-testid="position-remove"
          >
            {t('actions.remove')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => onAction('claim')}
            disabled={!f.claimable.greaterThan(0)}
            data-testid="position-claim"
          >
            {t('actions.claim')}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => onAction('reinvest')}
            disabled={!settled || !f.claimable.greaterThan(0)}
            data-testid="position-reinvest"
          >
            {t('actions.reinvest')}
          </Button>
          {f.leverage.greaterThan(1) && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => onAction('reduce')}
              disabled={!settled}
              data-testid="position-reduce"
            >
              {t('actions.reduce')}
            </Button>
          )}
          {f.loan.greaterThan(0) && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => onAction('margin')}
              disabled={!settled}
              data-testid="position-margin"
            >
              {t('actions.margin')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
