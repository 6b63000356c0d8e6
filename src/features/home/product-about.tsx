import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParams } from '@/i18n/locale-links';
import { FAMILIES } from '@/products/families';
import { buttonClass } from '@/ui/button-class';
import { Modal } from '@/ui/modal';
import * as dialogCss from '@/ui/order-dialog.css';
import { availabilityLabel } from './availability';
import { cardDisplay } from './card-display';
import type { CardText } from './card-text';
import type { ListedProduct } from './home-filters';

/**
 * What a card of a family without a page of its own (retired cloud mining) opens: the product's terms, whether
 * it still takes subscriptions, and where its holdings and orders are. Opened by `?product=<id>` on home, so the
 * card stays a plain link and Back closes it; an id that matches no such product says so.
 */
export function ProductAbout({
  productId,
  listed,
  text,
  locale,
  onClose,
}: {
  productId: string;
  /** The listed products; null while they load. */
  listed: readonly ListedProduct[] | null;
  text: CardText;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  if (listed === null) return null;
  const product = listed.find((p) => p.card.product_id === productId && FAMILIES[p.family].pages.length === 0);
  const close = t('about.close');
  if (!product) {
    return (
      <Modal open title={t('about.notFoundTitle')} onClose={onClose} closeLabel={close}>
        <p data-testid="product-about-missing">{t('about.notFound')}</p>
      </Modal>
    );
  }
  const display = cardDisplay(product.card, product.durationSeconds, locale);
  const label = availabilityLabel(product.card.display_status);
  return (
    <Modal open title={`${product.coinName} · ${text.family[product.family]}`} onClose={onClose} closeLabel={close}>
      <div data-testid="product-about">
        <dl className={dialogCss.facts}>
          {product.card.product_name && <Fact term={t('about.name')} value={product.card.product_name} />}
          <Fact term={t('filters.term')} value={display.term ?? text.flexible} />
          <Fact term={text.apr} value={display.bonus ? `${display.apr} ${text.bonus(display.bonus)}` : display.apr} />
          {label && <Fact term={t('about.status')} value={text.availability[label]} />}
        </dl>
        <p>{label === 'ended' ? t('about.ended') : t('about.noPage')}</p>
        <p>{t('about.holdings')}</p>
        <div className={dialogCss.actions}>
          <Link className={buttonClass('secondary')} to="/{-$locale}/earn/order-list/" params={localeParams()}>
            {t('about.orders')}
          </Link>
          <Link className={buttonClass('primary')} to="/{-$locale}/earn/wallet/" params={localeParams()}>
            {t('about.wallet')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={dialogCss.factTerm}>{term}</dt>
      <dd className={dialogCss.factValue}>{value}</dd>
    </>
  );
}
