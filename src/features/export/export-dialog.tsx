import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/ui/modal';
import { BillExportPanel } from './bill-export-panel';
import { DataExportPanel } from './data-export-panel';
import { ExportTabs } from './export-tabs';

type ExportTab = 'data' | 'bill';
const ID_PREFIX = 'export';

/** The export dialog: data export and bill export, one tab each. Only the open tab fetches and polls. */
export function ExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('export');
  const [tab, setTab] = useState<ExportTab>('data');
  return (
    <Modal open={open} title={t('dialog.title')} closeLabel={t('dialog.close')} onClose={onClose}>
      <ExportTabs
        label={t('dialog.tabsLabel')}
        idPrefix={ID_PREFIX}
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'data', label: t('tabs.data') },
          { id: 'bill', label: t('tabs.bill') },
        ]}
      />
      <div role="tabpanel" id={`${ID_PREFIX}-panel-${tab}`} aria-labelledby={`${ID_PREFIX}-tab-${tab}`}>
        {tab === 'data' ? <DataExportPanel /> : <BillExportPanel />}
      </div>
    </Modal>
  );
}
