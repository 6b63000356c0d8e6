import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PageFrame } from '@/app/shell/page-frame';
import { localeParams } from '@/i18n/locale-links';

const LIQUIDITY_TABS = ['pool-list', 'mining', 'swap', 'my-liquidity'] as const;

const liquiditySearch = z.object({
  tab: z.catch(z.optional(z.enum(LIQUIDITY_TABS)), undefined),
});

export const Route = createFileRoute('/{-$locale}/earn/liquidity-mining')({
  validateSearch: liquiditySearch,
  component: LiquidityMiningPage,
});

function LiquidityMiningPage() {
  const { t } = useTranslation();
  const tab = Route.useSearch().tab ?? 'pool-list';
  return (
    <PageFrame metaKey="liquidityMining">
      <nav aria-label={t('liquidityTabs.label')}>
        <ul style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
          {LIQUIDITY_TABS.map((id) => (
            <li key={id}>
              <Link
                to="/{-$locale}/earn/liquidity-mining/"
                params={localeParams()}
                search={{ tab: id }}
                aria-current={tab === id ? 'page' : undefined}
                style={{ padding: '6px 12px', display: 'inline-block', fontWeight: tab === id ? 700 : 400 }}
              >
                {t(`liquidityTabs.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageFrame>
  );
}
