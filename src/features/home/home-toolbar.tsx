import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, TERM_FILTERS, type HomeSearch, type SortKey, type TermFilter } from './home-filters';
import { HOME_FAMILIES, type HomeFamily } from './product-families';
import * as css from './home-toolbar.css';

/** Search by coin, family, term, "only coins I hold" (logged in) and sort. */
export function HomeToolbar({ search, query, onQueryChange, onChange, loggedIn, families }: {
  search: HomeSearch;
  /** The search box's own text, ahead of the URL while typing. */
  query: string;
  onQueryChange: (value: string) => void;
  onChange: (next: Partial<HomeSearch>) => void;
  loggedIn: boolean;
  /** Families present in the catalogue (the select lists only those, plus the one selected). */
  families: readonly HomeFamily[];
}) {
  const { t } = useTranslation('home');
  const id = useId();
  const familyOptions = HOME_FAMILIES.filter((f) => families.includes(f) || f === search.family);
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
      <label className={css.field}>
        {t('filters.family')}
        <select
          className={css.select}
          value={search.family ?? ''}
          onChange={(event) => onChange({ family: (event.target.value || undefined) as HomeFamily | undefined })}
        >
          <option value="">{t('filters.allFamilies')}</option>
          {familyOptions.map((family) => (
            <option key={family} value={family}>{t(`family.${family}`)}</option>
          ))}
        </select>
      </label>
      <fieldset className={css.fieldset}>
        <legend className={css.segmentLegend}>{t('filters.term')}</legend>
        <div className={css.segmented}>
          {(['', ...TERM_FILTERS] as const).map((term) => (
            <span key={term || 'all'} className={css.segment}>
              <input
                id={`${id}-term-${term || 'all'}`}
                type="radio"
                name={`${id}-term`}
                className={css.segmentInput}
                checked={(search.term ?? '') === term}
                onChange={() => onChange({ term: (term || undefined) as TermFilter | undefined })}
              />
              <label htmlFor={`${id}-term-${term || 'all'}`} className={css.segmentLabel}>
                {t(`filters.terms.${term || 'all'}`)}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <label className={css.field}>
        {t('filters.sort')}
        <select className={css.select} value={search.sort ?? ''} onChange={(event) => onChange({ sort: (event.target.value || undefined) as SortKey | undefined })}>
          <option value="">{t('filters.sorts.default')}</option>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>{t(`filters.sorts.${key}`)}</option>
          ))}
        </select>
      </label>
      {loggedIn && (
        <label className={css.check}>
          <input type="checkbox" checked={search.held === true} onChange={(event) => onChange({ held: event.target.checked || undefined })} />
          {t('filters.held')}
        </label>
      )}
    </div>
  );
}
