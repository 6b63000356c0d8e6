import { getCurrentLocale } from '@/i18n/current-locale';
import { localePrefix } from '@/i18n/locales';

/** The `{-$locale}` parameter of typed links: absent for the unprefixed default. */
export function currentLocaleParam(): { locale: string | undefined } {
  const locale = getCurrentLocale();
  return { locale: localePrefix(locale) === '' ? undefined : locale };
}
