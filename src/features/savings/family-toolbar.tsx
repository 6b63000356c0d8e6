import { useTranslation } from 'react-i18next';
import {
  SEARCH_MAX_LENGTH,
  SORT_KEYS,
  TERM_FILTERS,
  type SortKey,
  type TermFilter,
} from '@/api/earn/product-list-order';
import type { FamilySearch } from './family-pages';
import * as bar from '@/ui/filter-bar.css';
import { SearchField } from '@/ui/search-field';

/** Coin search, term filter and sort of a family page. */
export function FamilyToolbar({
  search,
  query,
  onQueryChange,
  onChange,
  showTerm,
}: {
  search: FamilySearch;
  query: string;
  onQueryChange: (value: string) => void;
  onChange: (next: Partial<FamilySearch>) => void;
  /** Hidden where every product has the same kind of term (flexible-only lists). */
  showTerm: boolean;
}) {
  const { t } = useTranslation('savings');
  return (
    <div className={bar.toolbar} role="search" aria-label={t('filters.label')}>
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={query}
        onChange={onQueryChange}
        maxLength={SEARCH_MAX_LENGTH}
      />
      {showTerm && (
        <label className={bar.field}>
          {t('filters.term')}
          <select
            className={bar.select}
            value={search.term ?? ''}
            onChange={(event) => onChange({ term: (event.target.value || undefined) as TermFilter | undefined })}
          >
            <option value="">{t('filters.terms.all')}</option>
            {TERM_FILTERS.map((term) => (
              <option key={term} value={term}>
                {t(`filters.terms.${term}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={bar.field}>
        {t('filters.sort')}
        <select
          className={bar.select}
          value={search.sort ?? ''}
          onChange={(event) => onChange({ sort: (event.target.value || undefined) as SortKey | undefined })}
        >
          <option value="">{t('filters.sorts.default')}</option>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`filters.sorts.${key}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
