import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DemoAccountInfo } from '@/platform/demo-accounts';
import { Button } from '@/ui/button';
import * as css from './account.css';

/** The simulated accounts' roles that have words of their own; others show the account's description. */
const ROLE_KEYS: ReadonlyMap<string, ParseKeys<'account'>> = new Map([
  ['verified', 'demo.roles.verified'],
  ['unverified', 'demo.roles.unverified'],
  ['blocked', 'demo.roles.blocked'],
  ['vip', 'demo.roles.vip'],
  ['insider', 'demo.roles.insider'],
  ['restricted', 'demo.roles.restricted'],
]);

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
        {accounts.map((account) => {
          const roleKey = ROLE_KEYS.get(account.role);
          return (
            <li key={account.username} className={css.demoItem}>
              <div>
                <span className={css.demoName}>{account.username}</span>
                <p className={css.demoText}>{roleKey ? t(roleKey) : account.description}</p>
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
          );
        })}
      </ul>
    </section>
  );
}
