import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getDemoAccounts } from '@/platform/demo-accounts';
import { Modal } from '@/ui/modal';
import { LoginForm } from './login-form';
import { currentLocaleParam } from './locale-param';
import * as css from './account.css';

/** Login over the current page: the page stays as it was and refreshes its data once the user is in. */
export function LoginModal({ onClose, onLoggedIn }: { onClose: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation('account');
  const href = useRouterState({ select: (state) => state.location.href });
  const demo = getDemoAccounts().length > 0;
  return (
    <Modal open title={t('login.title')} onClose={onClose} closeLabel={t('login.close')}>
      <LoginForm onLoggedIn={onLoggedIn} />
      <p className={css.switchRow}>
        {t('login.noAccount')}{' '}
        <Link
          to="/{-$locale}/earn/login/"
          params={currentLocaleParam()}
          search={{ redirect_url: href, mode: 'signup' }}
          onClick={onClose}
        >
          {t('login.toSignup')}
        </Link>
      </p>
      {demo && (
        <p className={css.muted}>
          <Link
            to="/{-$locale}/earn/login/"
            params={currentLocaleParam()}
            search={{ redirect_url: href }}
            onClick={onClose}
          >
            {t('login.demoHint')}
          </Link>
        </p>
      )}
    </Modal>
  );
}
