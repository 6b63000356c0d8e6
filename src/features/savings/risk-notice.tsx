import { useTranslation } from 'react-i18next';
import { Notice } from '@/ui/notice';

/** The on-chain and principal risks, stated before the subscribe button (products.md: DeFi risk notice). */
export function RiskNotice({
  onchain,
  principalAtRisk,
  chain,
}: {
  onchain: boolean;
  principalAtRisk: boolean;
  chain?: string;
}) {
  const { t } = useTranslation('savings');
  if (!onchain && !principalAtRisk) return null;
  return (
    <Notice tone="warning">
      <strong>{t('risk.title')}</strong>
      {onchain && <p style={{ margin: '6px 0 0' }}>{chain ? t('risk.onchainChain', { chain }) : t('risk.onchain')}</p>}
      {principalAtRisk && <p style={{ margin: '6px 0 0' }}>{t('risk.principal')}</p>}
    </Notice>
  );
}
