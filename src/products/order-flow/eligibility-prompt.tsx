import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { buttonClass } from '@/ui/button-class';
import { stepFocus } from '@/ui/step-focus';
import { Notice } from '@/ui/notice';
import type { FlowPrompt } from './order-flow-machine';
import * as css from './order-flow.css';

/** Where the exchange verifies identity (outside the earn section). */
export const KYC_VERIFICATION_PATH = '/user/accounts/auth/personal';

/**
 * What check-available said no to: KYC level too low, KYC status unknown, or an account tag that blocks it.
 * `backLabel`: the way out when the prompt is the dialog's first step (default "Back", to the form).
 */
export function EligibilityPrompt({
  prompt,
  onBack,
  onRetry,
  backLabel,
}: {
  prompt: FlowPrompt;
  onBack: () => void;
  onRetry: () => void;
  backLabel?: string;
}) {
  const { t } = useTranslation(['flow', 'common']);
  const back = (
    <Button variant="secondary" onClick={onBack}>
      {backLabel ?? t('review.back')}
    </Button>
  );
  if (prompt.kind === 'kyc') {
    return (
      <div data-testid="kyc-prompt">
        <Notice tone="warning">
          <strong {...stepFocus}>{t('eligibility.kycTitle')}</strong>
          <br />
          {t('eligibility.kycBody', { required: prompt.requiredLevel, current: prompt.userLevel })}
        </Notice>
        <div className={css.actions}>
          {back}
          <a className={buttonClass('primary')} href={KYC_VERIFICATION_PATH}>
            {t('eligibility.verify')}
          </a>
        </div>
      </div>
    );
  }
  if (prompt.kind === 'kycUnknown') {
    return (
      <div data-testid="kyc-unknown">
        <Notice tone="warning">
          <span {...stepFocus}>{t('eligibility.kycUnknown')}</span>
        </Notice>
        <div className={css.actions}>
          {back}
          <Button onClick={onRetry}>{t('common:error.retry')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="blocked-refusal">
      <Notice tone="error">
        <strong {...stepFocus}>{t('eligibility.blockedTitle')}</strong>
        <br />
        {t('eligibility.blockedBody')}
      </Notice>
      <div className={css.actions}>{back}</div>
    </div>
  );
}
