import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HELP_ARTICLES, type HelpArticle } from '@/app/route-catalog';
import { PageFrame } from '@/app/shell/page-frame';

function isHelpArticle(value: string): value is HelpArticle {
  return (HELP_ARTICLES as readonly string[]).includes(value);
}

export const Route = createFileRoute('/{-$locale}/earn/help-center/$article')({
  beforeLoad: ({ params }) => {
    if (!isHelpArticle(params.article)) throw notFound();
  },
  component: HelpArticlePage,
});

function HelpArticlePage() {
  const { t } = useTranslation();
  const { article } = Route.useParams();
  return <PageFrame metaKey="helpCenter" title={t(`help.${article}`)} />;
}
