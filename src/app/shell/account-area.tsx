import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParam } from './use-locale-param';
import * as css from './shell.css';

/** Log in and sign up for visitors; both come back to the page they left. */
export function AccountArea() {
  const { t } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <>
      <Link to="/{-$locale}/earn/login/" params={localeParam()} search={{ redirect_url: href }} className={css.textLink}>
        {t('account.login')}
      </Link>
      <Link
        to="/{-$locale}/earn/login/"
        params={localeParam()}
        search={{ redirect_url: href, mode: 'signup' }}
        className={css.accentButton}
      >
        {t('account.signup')}
      </Link>
    </>
  );
}
