import { memo, type MouseEvent } from 'react';
import type { Coin } from '@/api/earn/get-coins';
import { timeLeftText, type TimeLeftOptions } from '@/lib/format-units';
import { unixSecondsToMs } from '@/lib/unix-time';
import { CoinIcon } from '@/ui/coin-icon';
import type { DocumentTheme } from '@/ui/use-document-theme';
import { ProgressBar } from '@/ui/progress-bar';
import { cardDisplay } from './card-display';
import { availabilityLabel } from './availability';
import type { CardText } from './card-text';
import { FAMILIES } from '@/products/families';
import { FamilyLink } from './family-link';
import { familyHref } from './family-href';
import type { ListedProduct } from './home-filters';
import * as css from './product-card.css';

/** Cards tick once a minute: "2d 3h", "3h 5m", "5m". */
const CARD_COUNTDOWN: TimeLeftOptions = { display: 'narrow', most: 2 };

/** One product on the home page: coin, family and term, APR (bonus apart; or how a product without one pays), availability, quota, link. */
export const ProductCardView = memo(function ProductCardView({
  product,
  coin,
  locale,
  now,
  text,
  onNavigate,
  theme,
}: {
  product: ListedProduct;
  text: CardText;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
  theme: DocumentTheme;
  coin: Coin | undefined;
  locale: string;
  /** Server time in ms, for countdowns. */
  now: number;
}) {
  const { card, family } = product;
  const display = cardDisplay(card, product.durationSeconds, locale);
  const term = display.term ?? text.flexible;
  const subtitle = [text.family[family], cardDetail(product, text), term].filter(Boolean).join(' · ');
  const label = availabilityLabel(card.display_status);
  const { filled, filledText } = display;
  const tag =
    card.product_tag_info && card.product_tag_info.display_mode > 0
      ? text.tag(card.product_tag_info.display_tag_key.split('.').at(-1) ?? '')
      : null;
  const startsAt = unixSecondsToMs(card.subscribe_start_at);
  const endsAt = unixSecondsToMs(card.subscribe_end_at);
  let countdown: string | null = null;
  if (card.is_display_countdown && startsAt !== null && now < startsAt)
    countdown = text.opensIn(timeLeftText(startsAt - now, locale, CARD_COUNTDOWN));
  else if (card.is_display_countdown && endsAt !== null && now < endsAt)
    countdown = text.closesIn(timeLeftText(endsAt - now, locale, CARD_COUNTDOWN));

  return (
    <article className={css.card} data-product-id={card.product_id}>
      <div className={css.head}>
        <CoinIcon name={product.coinName} lightSrc={coin?.lightIcon} darkSrc={coin?.darkIcon} size={32} theme={theme} />
        <div className={css.titles}>
          <FamilyLink href={familyHref(family, card.product_id)} onNavigate={onNavigate} className={css.title}>
            {product.coinName}
            <span className="visually-hidden"> {subtitle}</span>
          </FamilyLink>
          <span className={css.subtitle} aria-hidden="true">
            {subtitle}
          </span>
        </div>
        {tag && <span className={css.tag}>{tag}</span>}
      </div>
      {FAMILIES[family].rate === 'settlement' ? (
        <div>
          <div className={css.aprLabel}>{text.payout}</div>
          <div className={css.aprRow}>{text.bySettlement}</div>
        </div>
      ) : (
        <div>
          <div className={css.aprLabel}>{text.apr}</div>
          <div className={css.aprRow}>
            <span className={css.apr}>{display.apr}</span>
            {display.bonus && <span className={css.bonus}>{text.bonus(display.bonus)}</span>}
          </div>
        </div>
      )}
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

/** What sets a card apart besides family and term (the registry's `card`): the coins of a pair, the reward coin, or the product's name. */
function cardDetail({ family, card, coinName, returnCoinName }: ListedProduct, text: CardText): string | null {
  switch (FAMILIES[family].card) {
    case 'pair':
      return card.coin !== card.return_coin ? text.converts(coinName, returnCoinName) : (card.product_name ?? null);
    case 'reward':
      return text.earns(returnCoinName);
    case 'name':
      return card.product_name ?? null;
    case 'term':
      return null;
  }
}
