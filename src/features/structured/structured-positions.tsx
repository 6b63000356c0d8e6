import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductType } from '@/api/earn/earn-enums';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { getPositionsQueryOptions } from '@/api/earn/get-positions';
import { StructuredPositionFacts } from '@/products/structured/position-facts';
import { Skeleton } from '@/ui/skeleton';
import * as list from '@/ui/offer-list.css';
import * as css from './structured-positions.css';

/** The user's structured positions, with their range, settlement and the value at today's price. */
export function StructuredPositions({ coins }: { coins: CoinCatalogue | undefined }) {
  const { t } = useTranslation('structured');
  const positions = useQuery(getPositionsQueryOptions({ product_types: [ProductType.StructuredProduct] }));
  const rows = positions.data?.positions ?? [];
  return (
    <section className={css.section} aria-labelledby="structured-positions">
      <h2 className={css.sectionTitle} id="structured-positions">
        {t('positions.title')}
      </h2>
      {positions.isPending ? (
        <Skeleton height={60} />
      ) : rows.length === 0 ? (
        <p className={list.rule}>{t('positions.none')}</p>
      ) : (
        <ul className={css.positions} data-testid="structured-positions">
          {rows.map((position) => (
            <li key={position.position_id} className={css.position}>
              <strong>{position.product_name}</strong>
              <dl className={list.facts}>
                <StructuredPositionFacts position={position} coins={coins} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
