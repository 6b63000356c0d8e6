import { getCurrentLocale } from '@/i18n/current-locale';
import { localePrefix } from '@/i18n/locales';

/** The `{-$locale}` route parameter for links: absent for the unprefixed default locale. */
export function localeParams(): { locale: string | undefined } {
  const locale = getCurrentLocale();
  return { locale: localePrefix(locale) === '' ? undefined : locale };
}
