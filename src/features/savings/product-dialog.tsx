import type { ParseKeys } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { ProductType } from '@/api/earn/earn-enums';
import { getProductDetailQueryOptions } from '@/api/earn/get-product-detail';
import { getProductsExtraInfoQueryOptions } from '@/api/earn/get-products-extra-info';
import type { ProductCard } from '@/api/earn/product-schema';
import { availabilityOf } from '@/api/earn/product-list-order';
import { getIntlLocale } from '@/i18n/current-locale';
import { unixSecondsToMs } from '@/lib/unix-time';
import { fromE8 } from '@/lib/decimal-e8';
import { Button } from '@/ui/button';
import { CoinIcon } from '@/ui/coin-icon';
import { Modal } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { useServerClock } from '@/ui/use-server-clock';
import { formatAprE8, formatAprRange } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { readableAmount } from '@/products/order-flow/amount-rules';
import { loadDraftText, saveDraftText } from '@/products/order-flow/order-intent-store';
import { formatDateTime } from '@/lib/format-date';
import { AutoSavingsToggle } from './auto-savings-toggle';
import { familyNameKey, familyOfType } from '@/products/families';
import { scenesOf } from '@/products/offered';
import { entryOfType, FAMILY_DESCRIPTIONS } from '@/products/family-views';
import { windowCountdownText } from './format';
import { ProductFacts } from './product-facts';
import { tierBase } from './product-math';
import { RiskNotice } from './risk-notice';
import { orderKey } from '@/products/order-flow/order-key';
import { AprHistory } from '@/products/yield/apr-history';
import { AprAsOf } from '@/products/yield/dated-apr';
import { answeredAt } from '@/products/yield/answered-at';

import { SavingsSubscribe } from './subscribe-spec';
import { TierTable } from './tier-table';
import * as css from './product-dialog.css';
import { useCurrentUser } from '@/products/session';
import { CoinsUnavailable } from '@/products/coins-unavailable';
import { productCoinLabel, useCoins } from '@/products/use-coins';

interface ProductDialogProps {
  card: ProductCard;
  /** Behind a rollout scene that is on for this visitor. */
  gatedOn: boolean;
  /** Offered to this visitor at all (market and rollout). */
  offered: boolean;
  onClose: () => void;
}

/**
 * The focused product: APR and tiers, every rule that matters before paying, the risk notice, and the
 * subscribe flow, or the reason it cannot be subscribed now (sold out, not open, closed, rollout, VIP).
 * Everything typed belongs to the product: another `id` while the dialog is open starts afresh.
 */
export function ProductDialog(props: ProductDialogProps) {
  return <ProductDialogBody key={props.card.product_id} {...props} />;
}

function ProductDialogBody({ card, gatedOn, offered, onClose }: ProductDialogProps) {
  const { t } = useTranslation(['savings', 'products', 'errors', 'common']);
  const locale = getIntlLocale();
  const now = useServerClock(1000);
  const detail = useQuery(
    getProductDetailQueryOptions({ product_id: card.product_id, product_type: card.product_type }),
  );
  const extraQuery = useQuery(getProductsExtraInfoQueryOptions({ product_ids: [card.product_id] }));
  const coins = useCoins();
  const { user } = useCurrentUser();
  const loggedIn = user !== null;
  const [amount, setAmount] = useState(() => loadDraftText(orderKey('subscribe', { product_id: card.product_id })));

  const product = detail.data?.product;
  const extra = extraQuery.data?.products.find((p) => p.product_id === card.product_id);
  const coin = coins?.byEnum.get(card.coin);
  const coinName = productCoinLabel(coins, card.coin, card.product_name);
  const typed = readableAmount(amount, locale, coin?.txPrecision ?? 8);
  const setDraft = (text: string) => {
    setAmount(text);
    saveDraftText(orderKey('subscribe', { product_id: card.product_id }), text);
  };
  const typeName = t(familyNameKey(familyOfType(card.product_type)), { ns: 'products' });
  const term = termText(Number(card.duration), locale);
  // Without the coin list the product's own name stands for coin and family.
  const title = `${coin ? `${coinName} ${typeName}` : coinName}${term ? ` · ${term}` : ''}`;

  const status = product?.display_status ?? card.display_status;
  const rawAvailability = availabilityOf(status);
  const availability = gatedOn && rawAvailability === 'unavailable' ? 'inProgress' : rawAvailability;
  const vipBlocked = card.is_vip && loggedIn && user?.loyalty_vip_info.is_vip === false;
  const startMs = unixSecondsToMs(card.subscribe_start_at);

  let gate: string | null = null;
  // Only a product behind rollout scenes is in limited release; one forbidden in this market says so below.
  if (!offered && scenesOf(card).length > 0) gate = t('gate.rollout');
  else if (availability === 'soldOut') gate = t('gate.soldOut');
  else if (availability === 'comingSoon')
    gate =
      startMs !== null
        ? t('gate.comingSoonAt', {
            date: formatDateTime(startMs, locale),
            time: windowCountdownText(Math.max(0, startMs - now), locale),
          })
        : t('gate.comingSoon');
  else if (availability === 'ended') gate = t('gate.ended');
  else if (availability === 'unavailable') gate = t('gate.unavailable');
  else if (vipBlocked) gate = t('gate.vip');

  const tagName =
    card.product_tag_info && card.product_tag_info.display_mode > 0
      ? (card.product_tag_info.display_tag_key.split('.').at(-1) ?? '')
      : null;
  // A VIP product shows its VIP badge once, whether the tag says so too or not.
  // The tag's name comes from the exchange: one this client has no words for reads as nothing (defaultValue below).
  const tagKey =
    tagName === null || (tagName === 'vip' && card.is_vip) ? null : (`tag.${tagName}` as ParseKeys<'savings'>);

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('dialog.close')}>
      <CoinsUnavailable />
      <div className={css.headline}>
        <CoinIcon name={coinName} lightSrc={coin?.lightIcon} darkSrc={coin?.darkIcon} size={40} />
        <div>
          <div className={css.headlineLabel}>{t('apr')}</div>
          {/* The detail's figure once it is here (the fresher answer), each with the time it was quoted. */}
          <span className={css.headlineApr} data-testid="dialog-apr">
            {formatAprRange(product ?? card, locale)}
          </span>{' '}
          <AprAsOf
            at={answeredAt(detail.dataUpdatedAt)}
            locale={locale}
            className={css.headlineLabel}
            testId="dialog-apr-as-of"
          />{' '}
          {card.bonus_apy_e8 !== '0' && (
            <span className={css.bonus}>{t('bonus', { apr: formatAprE8(card.bonus_apy_e8, locale) })}</span>
          )}
        </div>
        {tagKey && t(tagKey, { defaultValue: '' }) !== '' && <span className={css.tag}>{t(tagKey)}</span>}
        {card.is_vip && <span className={css.tag}>{t('vip')}</span>}
      </div>
      <p className={css.description}>
        {t(`description.${entryOfType(FAMILY_DESCRIPTIONS, card.product_type, null) ?? 'wealth'}`)}
      </p>

      {detail.error ? (
        <Notice
          tone="error"
          action={
            <Button variant="secondary" size="small" pending={detail.isFetching} onClick={() => void detail.refetch()}>
              {t('common:error.retry')}
            </Button>
          }
        >
          {t(errorTranslation(detail.error).key, errorTranslation(detail.error).values)}
        </Notice>
      ) : !product ? (
        <div role="status" aria-busy="true" aria-label={t('common:loading')} style={{ display: 'grid', gap: 12 }}>
          <Skeleton height={72} />
          <Skeleton height={96} />
          <Skeleton height={220} />
        </div>
      ) : (
        <>
          <RiskNotice
            onchain={product.is_onchain_risk}
            principalAtRisk={product.is_principal_at_risk}
            chain={product.staking?.chain}
          />
          <section className={css.section} aria-label={t('dialog.subscribe')}>
            {gate ? (
              <Notice tone="warning">
                <span data-testid="subscribe-gate">{gate}</span>
              </Notice>
            ) : (
              <SavingsSubscribe
                detail={product}
                extra={extra}
                coins={coins}
                loggedIn={loggedIn}
                amount={amount}
                onAmountChange={setDraft}
                onClose={onClose}
              />
            )}
          </section>
          {product.auto_savings_supported && loggedIn && product.product_type === ProductType.Flexible && (
            <AutoSavingsToggle coin={product.coin} coinName={coinName} closedReason={gate} />
          )}
          <ProductFacts detail={product} extra={extra} coins={coins} locale={locale} now={now} loggedIn={loggedIn} />
          <AprHistory productId={product.product_id} productType={product.product_type} locale={locale} />
          {/* One rate for every amount is no tier table: the APR above says it all. */}
          {product.tiered_apy_list.length > 1 && (
            <TierTable
              tiers={product.tiered_apy_list}
              bonusApyE8={extra?.bonus_apy_e8 ?? product.bonus_apy_e8}
              amount={typed}
              held={tierBase(product.duration, fromE8(product.user_subscribed_amount_e8))}
              coinName={coinName}
              precision={coin?.assetPrecision ?? 8}
              locale={locale}
            />
          )}
        </>
      )}
    </Modal>
  );
}
