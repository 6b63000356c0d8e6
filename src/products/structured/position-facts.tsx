import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { withUnit } from '@/lib/bidi';

/**
 * The shark-fin lines of a position (dt/dd pairs for a fact list): the high-yield range fixed at order time
 * and the entry price it came from, the settlement time, what the settlement rule pays at today's price, and
 * that principal is protected. Renders nothing until the translations are there.
 */
export function StructuredPositionFacts({ position, coins }: { position: Position; coins: CoinCatalogue | undefined }) {
  const { t, ready } = useTranslation(['structured', 'flow'], { useSuspense: false });
  const offer = position.offer;
  if (!offer || !ready) return null;
  const locale = getIntlLocale();
  const quote = coins?.byEnum.get(offer.coin_y);
  const quoteName = quote?.name ?? `#${offer.coin_y}`;
  const price = (e8: string) => formatAmount(fromE8(e8).toFixed(), { locale, precision: 8 });
  const settlesAt = unixSecondsToMs(offer.settlement_time);
  return (
    <>
      <div data-testid="structured-position">
        <dt>{t('position.range')}</dt>
        <dd>
          {withUnit(
            t('facts.rangeValue', { lower: price(offer.lower_price_e8), upper: price(offer.upper_price_e8) }),
            quoteName,
            locale,
          )}
        </dd>
      </div>
      <div>
        <dt>{t('position.entry')}</dt>
        <dd>{withUnit(price(offer.entry_price_e8), quoteName, locale)}</dd>
      </div>
      <div>
        <dt>{t('position.estimate')}</dt>
        <dd data-testid="structured-position-estimate">
          {withUnit(
            formatAmount(fromE8(offer.estimated_value_e8).toFixed(), { locale, precision: quote?.assetPrecision ?? 8 }),
            quoteName,
            locale,
          )}
        </dd>
      </div>
      {settlesAt !== null && (
        <div>
          <dt>{t('position.settlement')}</dt>
          <dd>{t('flow:utc', { time: formatUtcDateTime(settlesAt, locale) })}</dd>
        </div>
      )}
      <div>
        <dt>{t('facts.principal')}</dt>
        <dd>{t('facts.protected')}</dd>
      </div>
    </>
  );
}
