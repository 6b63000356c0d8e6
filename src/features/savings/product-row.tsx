import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin } from '@/api/earn/get-coins';
import { formatAprE8, formatAprRange, formatPercent } from '@/lib/format-number';
import { Button } from '@/ui/button';
import { CoinIcon } from '@/ui/coin-icon';
import { ProgressBar } from '@/ui/progress-bar';
import { availabilityOf, type Availability } from '@/api/earn/product-list-order';
import type { ProductEntry } from '@/api/earn/product-list-order';
import { termText } from '@/lib/format-units';
import { familyNameKey, familyOfType } from '@/products/families';
import { quotaFilledPercent } from './product-math';
import * as css from './product-row.css';

/** One product of a family list: coin, type and term, APR (bonus apart), availability, quota, action. */
function chipTone(availability: Availability): 'open' | 'soon' | 'closed' {
  if (availability === 'inProgress') return 'open';
  if (availability === 'comingSoon') return 'soon';
  return 'closed';
}

export const ProductRow = memo(function ProductRow({
  item,
  coin,
  locale,
  gated,
  onOpen,
}: {
  item: ProductEntry;
  coin: Coin | undefined;
  locale: string;
  /** Offered through a rollout scene the visitor is in: open even if listed as forbidden. */
  gated: boolean;
  onOpen: (productId: string) => void;
}) {
  const { t } = useTranslation(['savings', 'products']);
  const { card } = item;
  const availability =
    gated && availabilityOf(card.display_status) === 'unavailable' ? 'inProgress' : availabilityOf(card.display_status);
  const term = termText(item.durationSeconds, locale) ?? t('term.flexible');
  const filled = quotaFilledPercent(card.product_max_share, card.total_deposit_share);
  const filledText =
    filled === null ? '' : t('quota.filled', { percent: formatPercent(filled, { locale, fractionDigits: 1 }) });
  const title = `${item.coinName} ${t(familyNameKey(familyOfType(card.product_type)), { ns: 'products' })}`;
  return (
    <article className={css.row} data-product-id={card.product_id} aria-label={title}>
      <span className={css.icon}>
        <CoinIcon name={item.coinName} lightSrc={coin?.lightIcon} darkSrc={coin?.darkIcon} size={32} />
      </span>
      <span className={css.name}>
        {item.coinName}
        {card.is_vip && <span className={css.vip}>{t('vip')}</span>}
      </span>
      <span className={css.aprLabel}>{t('apr')}</span>
      <span className={css.status[chipTone(availability)]}>{t(`availability.${availability}`)}</span>
      <span className={css.action}>
        <Button
          variant={availability === 'inProgress' ? 'primary' : 'secondary'}
          size="small"
          aria-label={t(availability === 'inProgress' ? 'list.subscribeTo' : 'list.detailsOf', {
            product: `${title}, ${term}`,
          })}
          onClick={() => onOpen(card.product_id)}
        >
          {t(availability === 'inProgress' ? 'list.subscribe' : 'list.details')}
        </Button>
      </span>
      <span className={css.sub}>
        {term} · {t(familyNameKey(familyOfType(card.product_type)), { ns: 'products' })}
      </span>
      <span className={css.aprCell}>
        <span className={css.apr}>{formatAprRange(card, locale)}</span>
        {card.bonus_apy_e8 !== '0' && (
          <span className={css.bonus}>{t('bonus', { apr: formatAprE8(card.bonus_apy_e8, locale) })}</span>
        )}
      </span>
      {filled !== null && (
        <span className={css.quota}>
          <ProgressBar percent={filled} label={filledText} />
          <span aria-hidden="true">{filledText}</span>
        </span>
      )}
    </article>
  );
});
