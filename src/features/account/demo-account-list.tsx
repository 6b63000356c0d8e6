import { useTranslation } from 'react-i18next';
import type { DemoAccountInfo } from '@/platform/demo-accounts';
import { Button } from '@/ui/button';
import * as css from './account.css';

const KNOWN_ROLES = new Set(['verified', 'unverified', 'blocked', 'vip', 'insider', 'restricted']);

/** Demo builds only: the simulated exchange's accounts, each one press away from the login form. */
export function DemoAccountList({
  accounts,
  onPick,
}: {
  accounts: readonly DemoAccountInfo[];
  onPick: (account: DemoAccountInfo) => void;
}) {
  const { t } = useTranslation('account');
  if (accounts.length === 0) return null;
  const password = accounts[0]?.password ?? '';
  return (
    <section className={css.card} aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className={css.cardTitle}>
        {t('demo.title')}
      </h2>
      <p className={css.muted}>{t('demo.intro', { password })}</p>
      <ul className={css.demoList}>
        {accounts.map((account) => (
          <li key={account.username} className={css.demoItem}>
            <div>
              <span className={css.demoName}>{account.username}</span>
              <p className={css.demoText}>
                {KNOWN_ROLES.has(account.role) ? t(`demo.roles.${account.role}`) : account.description}
              </p>
            </div>
            <Button
              variant="secondary"
              size="small"
              onClick={() => onPick(account)}
              aria-label={t('demo.useLabel', { username: account.username })}
            >
              {t('demo.use')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
