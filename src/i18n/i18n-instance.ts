import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { loadNativeFormatting } from '@/lib/format-native';
import { bcp47, translationChain } from './locales';
import { TRANSLATION_LOAD_PATH } from './translation-path';
import { setCurrentLocale } from './current-locale';
import { assertNamespacesLoaded } from './translation-load-error';

/**
 * Starts i18next for the page's locale. Only languages that have files are requested (the chain from
 * `translationChain`), so no request ever 404s; feature namespaces load when their routes first render.
 */
export async function initI18n(locale: string): Promise<typeof i18next> {
  setCurrentLocale(locale);
  const [language = 'en', ...fallbacks] = translationChain(locale);
  // Dates and numbers of a language the browser's Intl lacks (ka, kk) need their date-fns locale first.
  const formatting = loadNativeFormatting(bcp47(locale));
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbacks.length > 0 ? fallbacks : false,
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      backend: { loadPath: TRANSLATION_LOAD_PATH },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  await formatting;
  // Without its common file the page cannot be shown in its language: the boot reloads once (main.tsx).
  assertNamespacesLoaded(i18next, ['common']);
  return i18next;
}
