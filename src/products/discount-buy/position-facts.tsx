import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { Position } from '@/api/earn/get-positions';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatUtcDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { receiptAt } from './outcomes';
import { withUnit } from '@/lib/bidi';

/**
 * The discount-buy lines of a wallet position (dt/dd pairs): purchase and knock-out price, settlement time and
 * when the payout is expected (15 minutes later), and its value at today's price. Renders nothing until the
 * translations are there.
 */
export function DiscountBuyPositionFacts({
  position,
  coins,
}: {
  position: Position;
  coins: CoinCatalogue | undefined;
}) {
  const { t, ready } = useTranslation(['discount-buy', 'flow'], { useSuspense: false });
  const offer = position.offer;
  if (!offer || !ready) return null;
  const locale = getIntlLocale();
  const quote = coins?.byEnum.get(offer.coin_y);
  const quoteName = quote?.name ?? `#${offer.coin_y}`;
  const price = (e8: string) =>
    withUnit(formatAmount(fromE8(e8).toFixed(), { locale, precision: 8 }), quoteName, locale);
  const settlesAt = unixSecondsToMs(offer.settlement_time);
  return (
    <>
      <div data-testid="discount-buy-position">
        <dt>{t('facts.purchase')}</dt>
        <dd>{price(offer.lower_price_e8)}</dd>
      </div>
      <div>
        <dt>{t('facts.knockOut')}</dt>
        <dd>{price(offer.upper_price_e8)}</dd>
      </div>
      <div>
        <dt>{t('position.estimate')}</dt>
        <dd data-testid="discount-buy-position-estimate">
          {withUnit(
            formatAmount(fromE8(offer.estimated_value_e8).toFixed(), { locale, precision: quote?.assetPrecision ?? 8 }),
            quoteName,
            locale,
          )}
        </dd>
      </div>
      {settlesAt !== null && (
        <>
          <div>
            <dt>{t('facts.settlement')}</dt>
            <dd>{t('flow:utc', { time: formatUtcDateTime(settlesAt, locale) })}</dd>
          </div>
          <div>
            <dt>{t('position.receipt')}</dt>
            <dd>{t('flow:utc', { time: formatUtcDateTime(receiptAt(settlesAt), locale) })}</dd>
          </div>
        </>
      )}
    </>
  );
}
