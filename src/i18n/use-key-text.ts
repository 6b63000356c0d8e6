import { useTranslation } from 'react-i18next';
import type { TranslationKey } from './translation-key';

/** Words that travel as data (a problem, an error): a key of any namespace, written with it, and its values. */
export interface KeyText {
  key: TranslationKey;
  values: Record<string, string | number>;
}

/**
 * Says a `KeyText` in the page's language. The instance's `t` takes every namespace's keys; the component
 * still names the namespaces it needs in its own `useTranslation` so they are loaded.
 */
export function useKeyText(): (text: KeyText) => string {
  const { i18n } = useTranslation();
  return (text) => i18n.t(text.key, text.values);
}
