import { useTranslation } from 'react-i18next';
import { writeStoredString } from '@/platform/safe-storage';
import { useDocumentTheme } from '@/ui/use-document-theme';
import { THEME_KEY } from './header-constants';
import * as css from './shell.css';

/**
 * Switches the page theme. It shows the theme on <html> rather than a copy of its own: the header draws two
 * toggles (desktop and mobile rows), and the theme may be set before paint or by anything else on the page.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useDocumentTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={css.iconButton}
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
      onClick={() => {
        document.documentElement.setAttribute('data-theme', next);
        writeStoredString(THEME_KEY, next);
      }}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
