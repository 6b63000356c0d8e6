import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { dismissComplianceWall } from './compliance-wall-store';
import * as css from './account.css';

/**
 * Modal, so the page behind it is inert and no earn action can be started; it does not close on Escape:
 * the user acknowledges it. Any later refused call raises it again.
 */
export function ComplianceWallDialog() {
  const { t } = useTranslation('account');
  return (
    <Modal
      open
      title={t('compliance.title')}
      onClose={dismissComplianceWall}
      closeLabel={t('compliance.acknowledge')}
      dismissible={false}
    >
      <div data-testid="compliance-wall">
        <p className={css.paragraph}>{t('compliance.body')}</p>
        <p className={css.muted}>{t('compliance.whatYouCanDo')}</p>
        <div className={css.actions}>
          <Button onClick={dismissComplianceWall}>{t('compliance.acknowledge')}</Button>
        </div>
      </div>
    </Modal>
  );
}
