import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParams } from '@/i18n/locale-links';
import { buttonClass } from '@/ui/button-class';

/** The way from the wallet to the calendar of its positions' dates. */
export function CalendarLink() {
  const { t } = useTranslation('wallet');
  return (
    <Link
      to="/{-$locale}/earn/calendar/"
      params={localeParams()}
      className={buttonClass('secondary', 'small')}
      data-testid="calendar-link"
    >
      {t('calendar.link')}
    </Link>
  );
}
