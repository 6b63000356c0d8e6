import { DUAL_ORDER_VIEW } from './dual/order-view';
import type { FamilyId } from './families';
import { entryOfType, type OrderView } from './family-views';
import { LIQUIDITY_ORDER_VIEW } from './liquidity/order-view';
import { OFFER_ORDER_VIEW } from './offer-order-view';

/** What each family's orders show in the order lists and their detail, beyond what every order has. */
export const ORDER_VIEWS = {
  flexible: {},
  fixed: {},
  pos: {},
  defi: {},
  dual: DUAL_ORDER_VIEW,
  launchpool: {},
  liquidity: LIQUIDITY_ORDER_VIEW,
  'double-win': OFFER_ORDER_VIEW,
  'discount-buy': OFFER_ORDER_VIEW,
  'smart-leverage': OFFER_ORDER_VIEW,
  structured: OFFER_ORDER_VIEW,
  wealth: {},
  'fund-pool-premium': {},
  'private-wealth': {},
  cloud: {},
} satisfies Record<FamilyId, OrderView>;

/** The order view of a product type's family; a type this build does not know is shown the common way. */
export function orderViewOfType(type: number): OrderView {
  return entryOfType<OrderView>(ORDER_VIEWS, type, {});
}
