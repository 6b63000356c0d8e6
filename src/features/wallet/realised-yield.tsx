import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatAprE8, formatRate } from '@/lib/format-number';
import { serverNow } from '@/lib/server-time';
import { positionRealised, positionTiers } from '@/products/yield/position-realised';
import type { GapReason } from '@/products/yield/realised';
import { Decimal } from '@/lib/decimal';
import { formatDateTime } from './format';
import * as css from './wallet.css';

/** A rate (fraction) as the page writes every APR: two decimals. */
function pct(rate: Decimal, locale: string, signed = false): string {
  return formatRate(rate, { locale, fractionDigits: 2, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) });
}

/**
 * A payoff (dual asset, double-win, smart leverage) earns nothing day by day: what it pays is decided at its
 * settlement, so its realised rate is said to be none until then rather than left out.
 */
function PaidAtSettlement({ position }: { position: Position }) {
  const { t } = useTranslation('wallet');
  const at = position.dual?.settlement_time ?? position.offer?.settlement_time;
  if (at === undefined) return null;
  return (
    <div className={css.realised} data-testid="position-realised">
      <dt>{t('yield.realised')}</dt>
      <dd data-testid="realised-at-settlement">{t('yield.atSettlement', { date: formatDateTime(at) })}</dd>
    </div>
  );
}

/**
 * Realised against headline on a held position: what it has earned so far as a yearly rate beside the rate
 * quoted when it was subscribed, and each reason for the gap with its share of the rate and its amount.
 */
export function RealisedYield({
  position,
  amount,
}: {
  position: Position;
  amount: (e8: string, coin: number) => string;
}) {
  const { t } = useTranslation('wallet');
  const locale = getIntlLocale();
  // Read when the card renders: the wallet refetches positions on focus, and the figures move with them.
  const realised = positionRealised(position, serverNow());
  if (!realised) return <PaidAtSettlement position={position} />;
  // A reason the page would write as 0% is below what it shows of any rate: left out, like the rate's own digits.
  const shown = realised.reasons.filter((reason) => pct(reason.apr.abs(), locale) !== pct(new Decimal(0), locale));
  const tiers = positionTiers(position);
  const threshold = tiers?.[0]?.to;
  const above = tiers?.[1]?.apr;
  const words = (reason: GapReason): string => {
    const inCoin = amount(reason.amount.abs().times(1e8).toFixed(0), position.coin);
    if (reason.kind === 'tiers' && threshold && above) {
      return t('yield.reason.tiers', {
        threshold: amount(threshold.times(1e8).toFixed(0), position.coin),
        rate: pct(above, locale),
      });
    }
    if (reason.kind === 'rateMoved') return t('yield.reason.rateMoved', { rate: formatAprE8(position.apy_e8, locale) });
    return t(`yield.reason.${reason.kind}`, { amount: inCoin });
  };
  return (
    <div className={css.realised} data-testid="position-realised">
      <dt>{t('yield.realised')}</dt>
      <dd>
        <span data-testid="realised-apr">
          {t('yield.realisedValue', {
            realised: pct(realised.realisedApr, locale),
            headline: pct(realised.headlineApr, locale),
          })}
        </span>
        {shown.length > 0 && (
          <ul className={css.reasons} aria-label={t('yield.why')}>
            {shown.map((reason) => (
              <li key={reason.kind} data-testid={`realised-reason-${reason.kind}`}>
                {t('yield.reasonLine', { apr: pct(reason.apr.negated(), locale, true), reason: words(reason) })}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
