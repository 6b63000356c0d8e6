import { useTranslation } from 'react-i18next';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { Button } from '@/ui/button';
import { formatAprE8 } from '@/lib/format-number';
import { formatDateTime } from '@/lib/format-date';
import { amountText } from './format';
import * as css from './product-dialog.css';

/** The last look before paying: what the exchange previewed for this amount. */
export function ReviewStep({ preview, coinName, returnCoinName, precision, returnPrecision, autoReinvest, flexible, paying, onBack, onConfirm, locale }: {
  preview: PreviewOrderResult;
  coinName: string;
  returnCoinName: string;
  precision: number;
  returnPrecision: number;
  autoReinvest: boolean | null;
  flexible: boolean;
  paying: boolean;
  onBack: () => void;
  onConfirm: () => void;
  locale: string;
}) {
  const { t } = useTranslation('savings');
  const date = (seconds: string) => {
    const ms = unixSecondsToMs(seconds);
    return ms === null ? null : formatDateTime(ms, locale);
  };
  const rows: Array<[string, string]> = [
    [t('review.amount'), `${amountText(fromE8(preview.amount_e8), precision, locale)} ${coinName}`],
    [t('review.apr'), formatAprE8(preview.apy_e8, locale)],
    [t('estimate.daily'), `${amountText(fromE8(preview.daily_yield_e8), returnPrecision, locale)} ${returnCoinName}`],
    [flexible ? t('estimate.yearly') : t('review.total'), `${amountText(fromE8(preview.estimated_yield_e8), returnPrecision, locale)} ${returnCoinName}`],
  ];
  const start = date(preview.interest_start_at);
  if (start) rows.push([t('review.interestStart'), start]);
  const end = date(preview.interest_end_at);
  if (end) rows.push([t('review.interestEnd'), end]);
  const payout = date(preview.payout_at);
  if (payout) rows.push([flexible ? t('review.firstPayout') : t('review.payout'), payout]);
  if (preview.fee_e8 !== '0') rows.push([t('review.fee'), `${amountText(fromE8(preview.fee_e8), precision, locale)} ${coinName}`]);
  if (autoReinvest !== null) rows.push([t('review.autoReinvest'), t(autoReinvest ? 'review.on' : 'review.off')]);
  rows.push([t('review.paidFrom'), t('review.funding')]);

  return (
    <div data-testid="review-step">
      <h3 className={css.sectionTitle}>{t('review.title')}</h3>
      <dl className={css.facts}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={css.factTerm}>{term}</dt>
            <dd className={css.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={css.actions}>
        <Button variant="secondary" onClick={onBack} disabled={paying}>{t('review.back')}</Button>
        <Button onClick={onConfirm} pending={paying}>{t('review.confirm')}</Button>
      </div>
    </div>
  );
}
