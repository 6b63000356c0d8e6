import { getCurrentLocale } from '@/i18n/current-locale';
import { localePrefix } from '@/i18n/locales';

/** The `{-$locale}` route parameter for links: absent for the unprefixed default (en). */
export function localeParam(): { locale: string | undefined } {
  const locale = getCurrentLocale();
  return { locale: localePrefix(locale) === '' ? undefined : locale };
}

/** An app path in the current locale, e.g. `/ja-JP/earn/wallet/`. */
export function localizedHref(earnPath: string): string {
  return `${localePrefix(getCurrentLocale())}/earn/${earnPath.replace(/^\/+|\/+$/g, '')}/`;
}
