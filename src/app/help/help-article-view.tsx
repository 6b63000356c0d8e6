import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/app/shell/page-frame';
import type { HelpArticle } from '@/app/route-catalog';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatPercent } from '@/lib/format-number';
import * as css from '@/ui/info-page.css';

const SECTIONS = ['s1', 's2'] as const;

/** The example rates an article's sentences quote, as percentages in the page's locale (never a "%" in a translation). */
function figures(locale: string): { rate: string; high: string; low: string } {
  const percent = (value: string) => formatPercent(value, { locale, fractionDigits: 0 });
  return { rate: percent('10'), high: percent('8'), low: percent('2') };
}

/**
 * A help-center article: its title (the footer's link text), its summary as the intro (also the static
 * document's description) and its sections, in the page's language.
 */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  const { t } = useTranslation(['help', 'common']);
  const values = figures(getIntlLocale());
  return (
    <PageFrame metaKey={`helpArticles.${article}`} title={t(`common:help.${article}`)}>
      <article className={css.sections} data-testid="help-article">
        {SECTIONS.map((section) => (
          <section key={section} className={css.card} aria-labelledby={`help-${section}`}>
            <h2 id={`help-${section}`} className={css.heading}>
              {t(`help:${article}.${section}h`)}
            </h2>
            <p className={css.body}>{t(`help:${article}.${section}`, values)}</p>
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
