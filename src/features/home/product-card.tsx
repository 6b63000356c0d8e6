import { memo } from 'react';
import type { Coin } from '@/api/earn/get-coins';
import { formatPercent } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { CoinIcon } from '@/ui/coin-icon';
import { ProgressBar } from '@/ui/progress-bar';
import { quotaPercent } from './quota';
import { availabilityLabel } from './availability';
import type { CardText } from './card-text';
import { FamilyLink } from './family-link';
import { aprRangeText, formatApr, shortCountdown, termText } from './format-product';
import type { ListedProduct } from './home-filters';
import * as css from './product-card.css';

/** One product on the home page: coin, family and term, APR (bonus apart), availability, quota, link. */
export const ProductCardView = memo(function ProductCardView({ product, coin, locale, now, text }: {
  product: ListedProduct;
  text: CardText;
  coin: Coin | undefined;
  locale: string;
  /** Server time in ms, for countdowns. */
  now: number;
}) {
  const { card, family } = product;
  const term = termText(product.durationSeconds, locale) ?? text.flexible;
  const label = availabilityLabel(card.display_status);
  const hasBonus = card.bonus_apy_e8 !== '0';
  const filled = quotaPercent(card.product_max_share, card.total_deposit_share);
  const filledText = filled === null ? '' : formatPercent(filled, { locale, fractionDigits: 1 });
  const tag = card.product_tag_info && card.product_tag_info.display_mode > 0 ? text.tag(card.product_tag_info.display_tag_key.split('.').at(-1) ?? '') : null;
  const startsAt = unixSecondsToMs(card.subscribe_start_at);
  const endsAt = unixSecondsToMs(card.subscribe_end_at);
  let countdown: string | null = null;
  if (card.is_display_countdown && startsAt !== null && now < startsAt) countdown = text.opensIn(shortCountdown(startsAt - now, locale));
  else if (card.is_display_countdown && endsAt !== null && now < endsAt) countdown = text.closesIn(shortCountdown(endsAt - now, locale));

  return (
    <article className={css.card} data-product-id={card.product_id}>
      <div className={css.head}>
        <CoinIcon name={product.coinName} lightSrc={coin?.lightIcon} darkSrc={coin?.darkIcon} size={32} />
        <div className={css.titles}>
          <FamilyLink family={family} productId={card.product_id} className={css.title}>
            {product.coinName}
            <span className="visually-hidden"> {text.family[family]}, {term}</span>
          </FamilyLink>
          <span className={css.subtitle} aria-hidden="true">
            {text.family[family]} · {term}
          </span>
        </div>
        {tag && <span className={css.tag}>{tag}</span>}
      </div>
      <div>
        <div className={css.aprLabel}>{text.apr}</div>
        <div className={css.aprRow}>
          <span className={css.apr}>{aprRangeText(card, locale)}</span>
          {hasBonus && <span className={css.bonus}>{text.bonus(formatApr(card.bonus_apy_e8, locale))}</span>}
        </div>
      </div>
      <div className={css.meta}>
        {label && <span className={css.status[label]}>{text.availability[label]}</span>}
        {countdown && <span className={css.countdown}>{countdown}</span>}
      </div>
      {filled !== null && (
        <div className={css.quota}>
          <ProgressBar percent={filled} label={text.quota(filledText)} />
          <span aria-hidden="true">{text.quota(filledText)}</span>
        </div>
      )}
    </article>
  );
});
