import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { edition } from '@/edition/current-edition';
import { getCurrentLocale } from '@/i18n/current-locale';
import { pickerEntriesFor } from '@/i18n/language-picker';
import { switchLocalePath } from '@/i18n/locales';
import * as css from './shell.css';

/** Changing language rewrites or inserts the locale prefix and reloads, keeping the query string (spec §2). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const id = useId();
  const entries = pickerEntriesFor(edition.languagePicker, edition.locales);
  if (entries.length < 2) return null;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className={css.select}
        value={getCurrentLocale()}
        onChange={(event) => {
          const { pathname, search, hash } = window.location;
          window.location.assign(`${switchLocalePath(pathname, search, event.target.value, edition.locales)}${hash}`);
        }}
      >
        {entries.map((entry) => (
          <option key={entry.value} value={entry.value} lang={entry.lang}>
            {entry.label}
          </option>
        ))}
      </select>
    </>
  );
}
