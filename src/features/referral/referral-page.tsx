import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions, isLoggedIn } from '@/api/main/user-profile';
import { referralInfoQueryOptions } from '@/api/main/referral-info';
import { strategyInfoQueryOptions } from '@/api/main/strategy-info';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatDate } from '@/lib/format-date';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { loginToContinue } from '@/platform/login-to-continue';
import { Button } from '@/ui/button';
import { QueryError } from '@/ui/query-error';
import { Skeleton } from '@/ui/skeleton';
import * as css from '@/ui/info-page.css';
import { CopyField } from './copy-field';
import { inviteLink, programFromStrategy, REFERRAL_STRATEGY_ID } from './referral-program';
import { withUnit } from '@/lib/bidi';

/** Where the app's (or the web's) rewards hub lives; inside the app it opens natively. */
export const REWARDS_HUB_PATH = '/rewards-hub/';

/** The referral page (spec §2): invite link and code with copy, the programme's rules, my referrals. */
export function ReferralPage() {
  const { t } = useTranslation('pages');
  const locale = getIntlLocale();
  const profile = useQuery(currentUserQueryOptions());
  const loggedIn = isLoggedIn(profile.data);
  const strategy = useQuery({ ...strategyInfoQueryOptions({ strategy_id: REFERRAL_STRATEGY_ID }), enabled: loggedIn });
  const info = useQuery({ ...referralInfoQueryOptions(), enabled: loggedIn });
  const program = programFromStrategy(strategy.data);
  const here = `${window.location.pathname}${window.location.search}`;
  const whole = (value: string | number) => formatAmount(String(value), { locale, precision: 2 });

  return (
    <div className={css.sections}>
      <section className={css.card} aria-labelledby="referral-invite" data-testid="referral-invite">
        <h2 id="referral-invite" className={css.heading}>
          {t('referral.inviteTitle')}
        </h2>
        {!program.open ? (
          <p className={css.body} role="status">
            {t('referral.closed')}
          </p>
        ) : profile.isPending ? (
          <Skeleton height={40} />
        ) : !loggedIn ? (
          <>
            <p className={css.body}>{t('referral.loginToInvite')}</p>
            <div className={css.actions}>
              <Button onClick={() => loginToContinue(here)}>{t('referral.login')}</Button>
            </div>
          </>
        ) : info.error ? (
          <QueryError error={info.error} onRetry={() => void info.refetch()} />
        ) : !info.data ? (
          <Skeleton height={40} />
        ) : (
          <div className={css.sections}>
            <CopyField
              label={t('referral.link')}
              value={inviteLink(window.location.origin, info.data.invite_code)}
              testId="referral-link"
            />
            <CopyField label={t('referral.code')} value={info.data.invite_code} testId="referral-code" />
          </div>
        )}
      </section>

      <section className={css.card} aria-labelledby="referral-rules">
        <h2 id="referral-rules" className={css.heading}>
          {t('referral.rulesTitle')}
        </h2>
        <ol className={css.list}>
          <li>{t('referral.rule1')}</li>
          <li>
            {t('referral.rule2', {
              percent: formatPercent(program.rewardPercent, { locale }),
              days: program.rewardDays,
            })}
          </li>
          <li>
            {t('referral.rule3', {
              amount: formatAmount(program.minSubscription, { locale, precision: 2 }),
              coin: program.rewardCoin,
            })}
          </li>
          <li>{t('referral.rule4', { count: program.maxReferrals, max: whole(program.maxReferrals) })}</li>
        </ol>
        <div className={css.actions}>
          <a className={css.link} href={REWARDS_HUB_PATH}>
            {t('referral.rewardsHub')}
          </a>
        </div>
      </section>

      {loggedIn && (
        <section className={css.card} aria-labelledby="referral-mine" data-testid="referral-mine">
          <h2 id="referral-mine" className={css.heading}>
            {t('referral.mineTitle')}
          </h2>
          {info.data && (
            <>
              <p className={css.body}>
                {t('referral.totalReward', {
                  amount: formatAmount(info.data.total_reward, { locale, precision: 2 }),
                  coin: info.data.reward_coin,
                })}
              </p>
              {info.data.referrals.length === 0 ? (
                <p className={css.body}>{t('referral.none')}</p>
              ) : (
                <ul className={css.rows}>
                  {info.data.referrals.map((r) => (
                    <li key={`${r.masked_name}-${r.joined_at}`} className={css.row}>
                      <span>
                        <bdi>{r.masked_name}</bdi>
                        <br />
                        <span className={css.muted}>
                          {t('referral.joined', { date: formatDate(Number(r.joined_at) * 1000, locale) })}
                        </span>
                      </span>
                      <span>
                        {r.subscribed ? t('referral.subscribed') : t('referral.notSubscribed')}
                        <br />
                        <span className={css.muted}>
                          {withUnit(formatAmount(r.reward, { locale, precision: 2 }), info.data.reward_coin, locale)}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
