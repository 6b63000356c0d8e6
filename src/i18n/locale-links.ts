import { getCurrentLocale } from './current-locale';
import { localePrefix } from './locales';

/** The `{-$locale}` route parameter for links: absent for the unprefixed default locale (en). */
export function localeParams(): { locale: string | undefined } {
  const locale = getCurrentLocale();
  return { locale: localePrefix(locale) === '' ? undefined : locale };
}
