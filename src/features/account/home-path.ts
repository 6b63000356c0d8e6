import { getCurrentLocale } from '@/i18n/current-locale';
import { localePrefix } from '@/i18n/locales';

/** The edition's home in the page's locale: where a rejected redirect lands. */
export function homePath(locale: string = getCurrentLocale()): string {
  return `${localePrefix(locale)}/earn/home/`;
}
