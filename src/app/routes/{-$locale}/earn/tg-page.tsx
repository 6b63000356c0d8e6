import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/tg-page')({
  component: TgPagePage,
});

function TgPagePage() {
  return <PageFrame metaKey="tgPage" />;
}
