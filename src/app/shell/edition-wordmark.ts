import { useTranslation } from 'react-i18next';
import { edition } from '@/edition/current-edition';
import { wordmarkKey } from '@/edition/wordmark-key';

/**
 * The edition's wordmark in the page's language ("საქართველო" on ka-GEO, "香港" on zh-HK); empty on editions
 * without one. The edition file's English text stands in only for an edition not yet translated.
 */
export function useEditionWordmark(): string {
  const { t } = useTranslation();
  if (!edition.brand.wordmark) return '';
  return t(wordmarkKey(edition.id), { defaultValue: edition.brand.wordmark });
}
