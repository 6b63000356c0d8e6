import { useTranslation } from 'react-i18next';
import * as css from './order-flow.css';

/**
 * Said as soon as Confirm is pressed (a spinner alone says nothing to a screen reader, and a slow answer
 * must not look like a dead button): the order is going out, or its answer never came and it is being looked
 * up under its client order id.
 */
export function PlacingProgress({ checking }: { checking: boolean }) {
  const { t } = useTranslation('flow');
  return (
    <p className={css.progress} role="status" aria-live="polite" data-testid="flow-progress">
      {t(checking ? 'progress.checking' : 'progress.placing')}
    </p>
  );
}
