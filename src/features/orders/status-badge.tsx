import { useTranslation } from 'react-i18next';
import type { OrdersKey, Tone } from './order-status';
import * as css from './orders.css';

export function StatusBadge({ labelKey, tone }: { labelKey: OrdersKey; tone: Tone }) {
  const { t } = useTranslation('orders');
  return <span className={css.badge[tone]}>{t(labelKey)}</span>;
}
