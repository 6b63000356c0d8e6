import { Skeleton } from '@/ui/skeleton';
import { CARD_HEIGHT } from './product-card.css';
import * as css from './product-results.css';

/** Two family sections of placeholder cards, the same size as the real ones, so nothing moves on arrival. */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status">
      {[6, 3].map((count, section) => (
        <div key={section} className={css.section}>
          <div className={css.heading}>
            <Skeleton width={180} height={22} />
          </div>
          <div className={css.grid}>
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} height={CARD_HEIGHT} radius={10} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
