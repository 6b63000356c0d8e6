import { intlLocale } from './locales';

/** The page's locale is fixed for its lifetime: a language switch reloads the page (spec §2). */
let currentLocale = 'en';

export function setCurrentLocale(locale: string): void {
  currentLocale = locale;
}

export function getCurrentLocale(): string {
  return currentLocale;
}

/** The locale as a valid BCP 47 tag, for Intl formatting (Western digits in Arabic: see intlLocale). */
export function getIntlLocale(): string {
  return intlLocale(currentLocale);
}
