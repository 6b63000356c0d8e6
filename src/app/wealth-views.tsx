import { FamilyList } from '@/app/family-list-view';
import { PageFrame } from '@/app/shell/page-frame';
import { PrivateWealthPage } from '@/features/wealth/private-wealth-page';
import { WealthManagementPage } from '@/features/wealth/wealth-guide';
import { FAMILY_PAGES } from '@/products/families';

/** Wealth management: the guide to its three kinds around the list of wealth, fund-pool premium and private wealth products. */
export function WealthManagementView() {
  return (
    <PageFrame metaKey={FAMILY_PAGES['wealth-management'].metaKey}>
      <WealthManagementPage>
        <FamilyList page="wealth-management" />
      </WealthManagementPage>
    </PageFrame>
  );
}

/** Private wealth: qualification or welcome, its products, and the enquiry for qualified clients. */
export function PrivateWealthView() {
  return (
    <PageFrame metaKey={FAMILY_PAGES['private-wealth'].metaKey}>
      <PrivateWealthPage>
        <FamilyList page="private-wealth" />
      </PrivateWealthPage>
    </PageFrame>
  );
}
