import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_MAX_LENGTH,
  SORT_KEYS,
  TERM_FILTERS,
  type SortKey,
  type TermFilter,
} from '@/api/earn/product-list-order';
import type { HomeSearch } from './home-filters';
import { FAMILY_IDS, familyNameKey, type FamilyId } from '@/products/families';
import * as bar from '@/ui/filter-bar.css';
import { SearchField } from '@/ui/search-field';
import * as css from './home-toolbar.css';

/**
 * Search by coin, family, term, "only coins I hold" (logged in) and sort. The search box is the only part
 * that changes per keystroke; the other controls are memoised and take stable callbacks.
 */
export function HomeToolbar({
  query,
  onQueryChange,
  family,
  term,
  held,
  sort,
  onChange,
  loggedIn,
  families,
}: {
  /** The search box's own text, ahead of the URL while typing. */
  query: string;
  onQueryChange: (value: string) => void;
  family: FamilyId | undefined;
  term: TermFilter | undefined;
  held: boolean | undefined;
  sort: SortKey | undefined;
  onChange: (next: Partial<HomeSearch>) => void;
  loggedIn: boolean;
  /** Families present in the catalogue (the select lists only those, plus the one selected). */
  families: readonly FamilyId[];
}) {
  const { t } = useTranslation('home');
  return (
    <div className={bar.toolbar} role="search" aria-label={t('filters.label')}>
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={query}
        onChange={onQueryChange}
        maxLength={SEARCH_MAX_LENGTH}
      />
      <FilterControls
        family={family}
        term={term}
        held={held}
        sort={sort}
        onChange={onChange}
        loggedIn={loggedIn}
        families={families}
      />
    </div>
  );
}

const FilterControls = memo(function FilterControls({
  family,
  term,
  held,
  sort,
  onChange,
  loggedIn,
  families,
}: {
  family: FamilyId | undefined;
  term: TermFilter | undefined;
  held: boolean | undefined;
  sort: SortKey | undefined;
  onChange: (next: Partial<HomeSearch>) => void;
  loggedIn: boolean;
  families: readonly FamilyId[];
}) {
  const { t } = useTranslation(['home', 'products']);
  const id = useId();
  const familyOptions = FAMILY_IDS.filter((f) => families.includes(f) || f === family);
  return (
    <>
      <label className={bar.field}>
        {t('filters.family')}
        <select
          className={bar.select}
          value={family ?? ''}
          onChange={(event) => onChange({ family: (event.target.value || undefined) as FamilyId | undefined })}
        >
          <option value="">{t('filters.allFamilies')}</option>
          {familyOptions.map((f) => (
            <option key={f} value={f}>
              {t(familyNameKey(f), { ns: 'products' })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={css.fieldset}>
        <legend className={css.segmentLegend}>{t('filters.term')}</legend>
        <div className={css.segmented}>
          {(['', ...TERM_FILTERS] as const).map((option) => (
            <span key={option || 'all'} className={css.segment}>
              <input
                id={`${id}-term-${option || 'all'}`}
                type="radio"
                name={`${id}-term`}
                className={css.segmentInput}
                checked={(term ?? '') === option}
                onChange={() => onChange({ term: (option || undefined) as TermFilter | undefined })}
              />
              <label htmlFor={`${id}-term-${option || 'all'}`} className={css.segmentLabel}>
                {t(`filters.terms.${option || 'all'}`)}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <label className={bar.field}>
        {t('filters.sort')}
        <select
          className={bar.select}
          value={sort ?? ''}
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
      {loggedIn && (
        <label className={css.check}>
          <input
            type="checkbox"
            checked={held === true}
            onChange={(event) => onChange({ held: event.target.checked || undefined })}
          />
          {t('filters.held')}
        </label>
      )}
    </>
  );
});
