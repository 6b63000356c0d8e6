import type { TFunction } from 'i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { withUnit } from '@/lib/bidi';
import { fromE8 } from '@/lib/decimal-e8';
import { moneyText } from '@/products/offer-format';
import { productCoinLabel } from '@/products/use-coins';
import type { PositionEvent } from './position-events';

export interface EventWords {
  title: string;
  detail: string;
}

/**
 * What an event is called and what happens then, in the `calendar` namespace: the same words on the calendar
 * page, in the downloaded file and in a position's own file.
 */
export function eventWords(
  event: PositionEvent,
  t: TFunction<'calendar'>,
  coins: CoinCatalogue | undefined,
  locale: string,
): EventWords {
  const { position } = event;
  const product = position.product_name ?? productCoinLabel(coins, position.coin);
  switch (event.kind) {
    case 'arrival': {
      const amount = withUnit(
        moneyText(
          fromE8(event.amountE8 ?? position.pending_redeem_e8),
          locale,
          coins?.byEnum.get(position.coin)?.assetPrecision ?? 8,
        ),
        coinName(coins, position.coin),
        locale,
      );
      return { title: t('event.arrival.title', { amount, product }), detail: t('event.arrival.detail') };
    }
    case 'renewalCutoff':
      return {
        title: t('event.renewalCutoff.title', { product }),
        detail: t(position.auto_reinvest ? 'event.renewalCutoff.detailOn' : 'event.renewalCutoff.detailOff'),
      };
    default:
      return { title: t(`event.${event.kind}.title`, { product }), detail: t(`event.${event.kind}.detail`) };
  }
}
