import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/ui/button';
import { Notice } from '@/ui/notice';
import type { PromptKind } from './use-subscribe-flow';
import * as css from './product-dialog.css';

/** Where the exchange verifies identity (outside the earn section). */
export const KYC_VERIFICATION_PATH = '/user/accounts/auth/personal';

/** What check-available said no to: KYC level too low, KYC status unknown, or an account tag that blocks it. */
export function EligibilityPrompt({ kind, requiredLevel, userLevel, onBack, onRetry }: {
  kind: PromptKind;
  requiredLevel: number;
  userLevel: number;
  onBack: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('savings');
  if (kind === 'kyc') {
    return (
      <div data-testid="kyc-prompt">
        <Notice tone="warning">
          <strong>{t('eligibility.kycTitle')}</strong>
          <br />
          {t('eligibility.kycBody', { required: requiredLevel, current: userLevel })}
        </Notice>
        <div className={css.actions}>
          <Button variant="secondary" onClick={onBack}>{t('eligibility.back')}</Button>
          <a className={buttonClass('primary')} href={KYC_VERIFICATION_PATH}>{t('eligibility.verify')}</a>
        </div>
      </div>
    );
  }
  if (kind === 'kycUnknown') {
    return (
      <div>
        <Notice tone="warning">{t('eligibility.kycUnknown')}</Notice>
        <div className={css.actions}>
          <Button variant="secondary" onClick={onBack}>{t('eligibility.back')}</Button>
          <Button onClick={onRetry}>{t('common:error.retry')}</Button>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="blocked-refusal">
      <Notice tone="error">
        <strong>{t('eligibility.blockedTitle')}</strong>
        <br />
        {t('eligibility.blockedBody')}
      </Notice>
      <div className={css.actions}>
        <Button variant="secondary" onClick={onBack}>{t('eligibility.back')}</Button>
      </div>
    </div>
  );
}
