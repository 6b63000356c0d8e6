import type { TFunction } from 'i18next';
import { millisecondsInDay, millisecondsInHour, millisecondsInMinute } from 'date-fns/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import type { ProductDetail } from '@/api/earn/product-schema';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import type { Decimal } from '@/lib/decimal';
import { formatDateTime, formatDateTimeUtc } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { useServerClock } from '@/ui/use-server-clock';
import { coinName } from '@/api/earn/get-coins';
import { useCoins } from '../use-coins';
import { positionExitSubject, productExitSubject } from './exit-subject';
import { exitWays, type ExitCost, type ExitSubject, type ExitWay, type ExitWayKind } from './exit-ways';
import * as css from './exit-box.css';

const HOUR = millisecondsInHour;
const DAY = millisecondsInDay;

/**
 * The ways out of a held position, for what it holds or for `amount` (typed in an action's dialog); `only`
 * narrows to the ways of that action.
 */
export function PositionExitBox({
  position,
  only,
  amount,
}: {
  position: Position;
  only?: readonly ExitWayKind[];
  amount?: Decimal | null;
}) {
  const coins = useCoins();
  const subject = positionExitSubject(position, coins?.byEnum.get(position.return_coin)?.assetPrecision ?? 8);
  if (subject && amount) subject.amount = amount;
  return subject && <ExitBox subject={subject} only={only} />;
}

/** The ways out of a product for the amount being typed (nothing until it reads as a number). */
export function ProductExitBox({ product, amount }: { product: ProductDetail; amount: Decimal | null }) {
  const coins = useCoins();
  const subject =
    amount && amount.greaterThan(0)
      ? productExitSubject(product, amount, coins?.byEnum.get(product.return_coin)?.assetPrecision ?? 8)
      : null;
  return subject && <ExitBox subject={subject} />;
}

/**
 * Each way out with when the money arrives (UTC and the reader's time), what it costs as an amount, whether it
 * earns while it waits and the daily quota it falls under: stated before anything is confirmed.
 */
function ExitBox({ subject, only }: { subject: ExitSubject; only?: readonly ExitWayKind[] | undefined }) {
  const { t } = useTranslation(['flow', 'common']);
  const coins = useCoins();
  const locale = getIntlLocale();
  const now = useServerClock(60_000);
  const titleId = useId();
  const ways = exitWays(subject, now).filter((w) => !only || only.includes(w.kind));
  if (ways.length === 0) return null;
  const money = (amount: Decimal, coin: number) =>
    withUnit(
      formatAmount(amount.toFixed(), { locale, precision: coins?.byEnum.get(coin)?.assetPrecision ?? 8 }),
      coinName(coins, coin),
      locale,
    );
  return (
    // A group, not a region: a wallet shows one per open card, and landmarks must be few and distinct.
    <div role="group" className={css.box} aria-labelledby={titleId} data-testid="exit-box">
      <p id={titleId} className={css.title}>
        {t(subject.held ? 'exit.titleHeld' : 'exit.titleNew')}
      </p>
      <ul className={css.ways}>
        {ways.map((w) => (
          <li
            key={w.kind}
            className={css.way}
            data-testid="exit-way"
            data-kind={w.kind}
            data-arrival={new Date(w.arrivalMs).toISOString()}
          >
            <span className={css.wayName}>{wayName(w, t)}</span>
            <dl className={css.facts}>
              <dt>{t('exit.amount')}</dt>
              <dd>{money(w.amount, w.coin)}</dd>
              <dt>{t('exit.arrives')}</dt>
              <dd data-testid="exit-arrival">
                {w.waitMs === 0 ? (
                  t('exit.atOnce')
                ) : (
                  <>
                    <time dateTime={new Date(w.arrivalMs).toISOString()}>{formatDateTimeUtc(w.arrivalMs, locale)}</time>
                    <span className={css.local}>{t('local', { time: formatDateTime(w.arrivalMs, locale) })}</span>
                  </>
                )}
              </dd>
              <dt>{t('exit.cost')}</dt>
              <dd data-testid="exit-cost">
                {w.costs.length === 0 ? t('exit.free') : w.costs.map((c) => costText(c, money, t)).join(' · ')}
              </dd>
              <dt>{t('exit.whileWaiting')}</dt>
              <dd>
                {t(w.earnsWhileWaiting ? 'exit.keepsEarning' : w.waitMs === 0 ? 'exit.noWait' : 'exit.stopsEarning')}
              </dd>
              {w.quota && (
                <>
                  <dt>{t('exit.quota')}</dt>
                  <dd data-testid="exit-quota">
                    {t('exit.quotaValue', {
                      daily: money(w.quota.daily, subject.coin),
                      left: money(w.quota.left, subject.coin),
                      reset: formatDateTimeUtc(w.quota.resetsAtMs, locale),
                    })}
                  </dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The box's own `t`. */
type T = TFunction<readonly ['flow', 'common']>;

/** A way's name; an unbonding or settling time in whole days, hours or minutes, with its plural form. */
function wayName(w: ExitWay, t: T): string {
  if (w.kind !== 'unstake' && w.kind !== 'removeLiquidity' && w.kind !== 'removeOneCoin')
    return t(`exit.way.${w.kind}`);
  const wait = w.waitMs;
  const span =
    wait % DAY === 0 && wait > 0
      ? t('common:count.days', { count: wait / DAY })
      : wait % HOUR === 0
        ? t('exit.hours', { count: wait / HOUR })
        : t('exit.minutes', { count: Math.round(wait / millisecondsInMinute) });
  return t(`exit.way.${w.kind}`, { span });
}

function costText(cost: ExitCost, money: (amount: Decimal, coin: number) => string, t: T): string {
  return t(`exit.costs.${cost.kind}${cost.upTo ? 'UpTo' : ''}`, { amount: money(cost.amount, cost.coin) });
}
