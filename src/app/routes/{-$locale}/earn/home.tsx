import { createFileRoute } from '@tanstack/react-router';
import { PageFrame } from '@/app/shell/page-frame';

export const Route = createFileRoute('/{-$locale}/earn/home')({
  component: HomePage,
});

function HomePage() {
  return <PageFrame metaKey="home" />;
}
