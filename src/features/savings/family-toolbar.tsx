import { useTranslation } from 'react-i18next';
import { SORT_KEYS, TERM_FILTERS, type FamilySearch, type SortKey, type TermFilter } from './family-pages';
import * as css from './family-toolbar.css';

/** Coin search, term filter and sort of a family page. */
export function FamilyToolbar({ search, query, onQueryChange, onChange, showTerm }: {
  search: FamilySearch;
  query: string;
  onQueryChange: (value: string) => void;
  onChange: (next: Partial<FamilySearch>) => void;
  /** Hidden where every product has the same kind of term (flexible-only lists). */
  showTerm: boolean;
}) {
  const { t } = useTranslation('savings');
  return (
    <div className={css.toolbar} role="search" aria-label={t('filters.label')}>
      <label className={css.searchField}>
        {t('filters.search')}
        <input
          type="search"
          className={css.input}
          value={query}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </label>
      {showTerm && (
        <label className={css.field}>
          {t('filters.term')}
          <select className={css.select} value={search.term ?? ''} onChange={(event) => onChange({ term: (event.target.value || undefined) as TermFilter | undefined })}>
            <option value="">{t('filters.terms.all')}</option>
            {TERM_FILTERS.map((term) => (
              <option key={term} value={term}>{t(`filters.terms.${term}`)}</option>
            ))}
          </select>
        </label>
      )}
      <label className={css.field}>
        {t('filters.sort')}
        <select className={css.select} value={search.sort ?? ''} onChange={(event) => onChange({ sort: (event.target.value || undefined) as SortKey | undefined })}>
          <option value="">{t('filters.sorts.default')}</option>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>{t(`filters.sorts.${key}`)}</option>
          ))}
        </select>
      </label>
    </div>
  );
}
