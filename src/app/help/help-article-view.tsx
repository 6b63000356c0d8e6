import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/app/shell/page-frame';
import type { HelpArticle } from '@/app/route-catalog';
import * as css from '@/ui/info-page.css';

const SECTIONS = ['s1', 's2'] as const;

/**
 * A help-center article: its title (the footer's link text), its summary as the intro (also the static
 * document's description) and its sections, in the page's language.
 */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  const { t } = useTranslation(['help', 'common']);
  return (
    <PageFrame metaKey={`helpArticles.${article}`} title={t(`common:help.${article}`)}>
      <article className={css.sections} data-testid="help-article">
        {SECTIONS.map((section) => (
          <section key={section} className={css.card} aria-labelledby={`help-${section}`}>
            <h2 id={`help-${section}`} className={css.heading}>{t(`help:${article}.${section}h`)}</h2>
            <p className={css.body}>{t(`help:${article}.${section}`)}</p>
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
