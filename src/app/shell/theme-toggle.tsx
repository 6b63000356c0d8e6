import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStoredString } from '@/platform/safe-storage';
import { THEME_KEY } from './header-skeleton-html';
import * as css from './shell.css';

type Theme = 'light' | 'dark';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(() =>
    document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light',
  );
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={css.iconButton}
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      onClick={() => {
        document.documentElement.setAttribute('data-theme', next);
        writeStoredString(THEME_KEY, next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
