import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PageFrame } from '@/app/shell/page-frame';

/** `redirect_url` is only carried here; it is checked against the app's own paths before it is followed. */
const loginSearch = z.object({
  redirect_url: z.catch(z.optional(z.string().check(z.maxLength(2048))), undefined),
  mode: z.catch(z.optional(z.enum(['login', 'signup'])), undefined),
});

export const Route = createFileRoute('/{-$locale}/earn/login')({
  validateSearch: loginSearch,
  component: LoginPage,
});

function LoginPage() {
  return <PageFrame metaKey="login" />;
}
