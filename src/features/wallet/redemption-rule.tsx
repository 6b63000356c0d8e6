import { useTranslation } from 'react-i18next';
import type { Position } from '@/api/earn/get-positions';
import { useCoins } from '@/products/use-coins';
import { formatAprE8 } from './format';
import type { WalletAction } from './position-actions';
import * as css from './wallet.css';
import { dailyQuota } from './redemption-summary';

/** The rule of this way out, in words, shown before the user confirms anything (users resent lock-ins they were not told about). */
export function RedemptionRule({ position, action }: { position: Position; action: WalletAction }) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const rule = position.redemption;
  const text = (() => {
    switch (action.kind) {
      case 'redeem': {
        const quota = dailyQuota(position, coins);
        return quota ? t('rules.instantQuota', { quota }) : t('rules.instant');
      }
      case 'unstake':
        return t('rules.delayed', { hours: rule.processing_hours });
      case 'earlyRedeem':
        return t('rules.early', { penalty: formatAprE8(rule.penalty_apy_e8), apr: formatAprE8(position.apy_e8) });
      case 'closeEarly':
        return t('rules.closeEarly', { minutes: rule.lock_before_maturity_minutes });
      case 'removeLiquidity':
        return t('rules.removeLiquidity');
      case 'reinvest':
        return t('rules.reinvest');
      case 'claim':
        return t('rules.claim');
    }
  })();
  return (
    <p className={css.rule} data-testid="redemption-rule">
      {text}
    </p>
  );
}
