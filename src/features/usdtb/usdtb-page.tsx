import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getHomepageProductCardsQueryOptions } from '@/api/earn/get-homepage-product-cards';
import { ProductType } from '@/api/earn/earn-enums';
import { getIntlLocale } from '@/i18n/current-locale';
import { localeParams } from '@/i18n/locale-links';
import { formatAprRange } from '@/lib/format-number';
import { useCoins } from '@/products/use-coins';
import { Skeleton } from '@/ui/skeleton';
import * as css from '@/ui/info-page.css';

export const USDTB = 'USDTB';
/** The spot market of USDtb; inside the exchange's app the link opens the native trading screen. */
export const USDTB_TRADE_PATH = '/trade/spot/USDTB/USDT/';

/**
 * USDtb (spec §2): what it is, what it yields, and — when the exchange offers a USDtb savings product —
 * its rate and the way into the shared subscription flow on the savings page.
 */
export function UsdtbPage() {
  const { t } = useTranslation('pages');
  const coins = useCoins();
  const cards = useQuery(getHomepageProductCardsQueryOptions({ coin_name: USDTB, page: 1, limit: 20 }));
  const products = (cards.data?.coin_products ?? [])
    .flatMap((group) => group.saving_products)
    .filter((card) => coins?.byEnum.get(card.coin)?.name.toUpperCase() === USDTB);
  const product = products.find((card) => card.product_type === ProductType.Flexible) ?? products[0];

  return (
    <div className={css.sections}>
      <section className={css.card} aria-labelledby="usdtb-what">
        <h2 id="usdtb-what" className={css.heading}>
          {t('usdtb.whatTitle')}
        </h2>
        <p className={css.body}>{t('usdtb.what')}</p>
      </section>
      <section className={css.card} aria-labelledby="usdtb-yield" data-testid="usdtb-yield">
        <h2 id="usdtb-yield" className={css.heading}>
          {t('usdtb.yieldTitle')}
        </h2>
        <p className={css.body}>{t('usdtb.yield')}</p>
        {cards.isPending || coins === undefined ? (
          <Skeleton width="40%" height={28} />
        ) : product ? (
          <>
            <p className={css.rate}>{t('usdtb.rate', { apr: formatAprRange(product, getIntlLocale()) })}</p>
            <div className={css.actions}>
              <Link
                className={css.link}
                to="/{-$locale}/earn/savings/"
                params={localeParams()}
                search={
                  {
                    id: product.product_id,
                    type: product.product_type === ProductType.Flexible ? 'flexible' : 'fixed',
                  } as never
                }
              >
                {t('usdtb.subscribe')}
              </Link>
            </div>
          </>
        ) : (
          <p className={css.body} role="status">
            {t('usdtb.notOffered')}
          </p>
        )}
        <div className={css.actions}>
          <a className={css.link} href={USDTB_TRADE_PATH}>
            {t('usdtb.trade')}
          </a>
        </div>
      </section>
    </div>
  );
}
