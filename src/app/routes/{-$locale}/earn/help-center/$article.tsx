import { createFileRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { HELP_ARTICLES, type HelpArticle } from '@/app/route-catalog';
import { loadNamespaces } from '@/i18n/load-namespaces';

function isHelpArticle(value: string): value is HelpArticle {
  return (HELP_ARTICLES as readonly string[]).includes(value);
}

const HelpArticleView = lazyRouteComponent(() => import('@/app/help/help-article-view'), 'HelpArticleView');

export const Route = createFileRoute('/{-$locale}/earn/help-center/$article')({
  beforeLoad: ({ params }) => {
    if (!isHelpArticle(params.article)) throw notFound();
  },
  loader: () => loadNamespaces(['help']),
  component: HelpArticlePage,
});

function HelpArticlePage() {
  const { article } = Route.useParams();
  return <HelpArticleView article={article as HelpArticle} />;
}
