import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { loginMutationOptions } from '@/api/main/login';
import type { UserProfile } from '@/api/main/user-profile';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { refreshSession } from './session';
import * as css from './account.css';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Username and password. What was typed stays after any error; the button is disabled while the request is
 * out, so one press sends one login. On success the user info is refreshed before `onLoggedIn` runs.
 */
export function LoginForm({
  onLoggedIn,
  initial,
}: {
  onLoggedIn: (user: UserProfile | null) => void;
  /** Demo builds fill the form from the demo account list (remount with a new `key` to refill). */
  initial?: Credentials | null;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const queryClient = useQueryClient();
  const [credentials, setCredentials] = useState<Credentials>(initial ?? { username: '', password: '' });
  const [touched, setTouched] = useState(false);
  // Two presses in one frame: the disabled state has not rendered yet, so a ref keeps it to one request.
  const sending = useRef(false);
  const login = useMutation({
    ...loginMutationOptions(),
    onSuccess: async () => {
      const user = await refreshSession(queryClient);
      onLoggedIn(user);
    },
  });

  const usernameMissing = credentials.username.trim() === '';
  const passwordMissing = credentials.password === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (usernameMissing || passwordMissing || sending.current) return;
    sending.current = true;
    login.mutate(
      { username: credentials.username.trim(), password: credentials.password },
      {
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  const failure = login.error ? errorTranslation(login.error) : null;
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-describedby={failure ? 'login-error' : undefined}>
      {failure && (
        <div id="login-error">
          <Notice tone="error">{t(failure.key, failure.values)}</Notice>
        </div>
      )}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={credentials.username}
        maxLength={64}
        onChange={(event) => setCredentials((c) => ({ ...c, username: event.target.value }))}
        error={touched && usernameMissing ? t('login.usernameRequired') : undefined}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={credentials.password}
        maxLength={128}
        onChange={(event) => setCredentials((c) => ({ ...c, password: event.target.value }))}
        error={touched && passwordMissing ? t('login.passwordRequired') : undefined}
      />
      <Button type="submit" block pending={login.isPending || login.isSuccess}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
