import { ProductArea, SortApr } from '@/api/earn/earn-enums';
import { GET_APR_HISTORY_PATH, getAprHistoryRequestSchema, type GetAprHistoryResult } from '@/api/earn/get-apr-history';
import { GET_COINS_PATH, type CoinRow } from '@/api/earn/get-coins';
import {
  GET_HOMEPAGE_PRODUCT_CARDS_PATH,
  getHomepageProductCardsRequestSchema,
  type GetHomepageProductCardsResult,
} from '@/api/earn/get-homepage-product-cards';
import { GET_PRODUCT_DETAIL_PATH, getProductDetailRequestSchema } from '@/api/earn/get-product-detail';
import { GET_PRODUCT_DETAILS_PATH, getProductDetailsRequestSchema } from '@/api/earn/get-product-details';
import { GET_PRODUCTS_EXTRA_INFO_PATH, getProductsExtraInfoRequestSchema } from '@/api/earn/get-products-extra-info';
import type { HttpHandler } from 'msw';
import { aprHistory } from '../../domain/apr-history';
import { depositedOf } from '../../domain/availability';
import type { Product } from '../../domain/catalogue/product';
import { COINS, coin as coinOf, iconUrl } from '../../domain/coins';
import { checkSubscription } from '../../domain/eligibility';
import { bonusAt } from '../../domain/interest';
import { dec, ZERO, type Dec } from '../../domain/money';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';
import { e8, plainOrUnbounded, sec } from '../wire/format';
import { aprRange, toProductCard, toProductDetail } from '../wire/product-wire';

/** Coins listed first on the home page; the rest follow in enum order. */
const COIN_ORDER = ['USDT', 'USDC', 'BTC', 'ETH', 'SOL'];

function coinRank(coinValue: number): number {
  const i = COIN_ORDER.indexOf(coinOf(coinValue).name);
  return i < 0 ? COIN_ORDER.length + coinValue : i;
}

export function catalogueHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'get',
      base: 'earn',
      path: GET_COINS_PATH,
      access: 'public',
      handle: () => ({
        coins: COINS.map((c) => ({
          coin: [
            String(c.enum),
            c.name,
            String(c.assetPrecision),
            String(c.txPrecision),
            iconUrl(c.enum, 'dark'),
            iconUrl(c.enum, 'light'),
            c.fullName,
          ] as CoinRow['coin'],
        })),
      }),
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_HOMEPAGE_PRODUCT_CARDS_PATH,
      access: 'optional',
      request: getHomepageProductCardsRequestSchema,
      handle: ({ world, body, user }): GetHomepageProductCardsResult => {
        const types = body.product_types ?? (body.product_type !== undefined ? [body.product_type] : null);
        const areas = (body.product_area ?? []).filter((a) => a !== ProductArea.All);
        const prefix = body.coin_name?.trim().toUpperCase() ?? '';
        const products = world.catalogue.products.filter(
          (p) =>
            (types === null || types.includes(p.type)) &&
            (areas.length === 0 || (areas as number[]).includes(p.area)) &&
            (prefix === '' || coinOf(p.coin).name.toUpperCase().startsWith(prefix)) &&
            (body.is_vip === undefined || p.vipOnly === body.is_vip),
        );
        const groups = new Map<number, Product[]>();
        for (const p of products) groups.set(p.coin, [...(groups.get(p.coin) ?? []), p]);
        const ranged = [...groups].map(([coinValue, list]) => {
          const ranges = list.map((p) => ({ p, r: aprRange(world, p) }));
          const low =
            ranges.reduce<Dec | null>((m, { r }) => (m === null || r.min.lessThan(m) ? r.min : m), null) ?? ZERO;
          const high =
            ranges.reduce<Dec | null>((m, { r }) => (m === null || r.max.greaterThan(m) ? r.max : m), null) ?? ZERO;
          return { coinValue, list: ranges, low, high };
        });
        const sort = body.sort_apr ?? SortApr.None;
        ranged.sort((a, b) =>
          sort === SortApr.Descending
            ? b.high.comparedTo(a.high) || coinRank(a.coinValue) - coinRank(b.coinValue)
            : sort === SortApr.Ascending
              ? a.low.comparedTo(b.low) || coinRank(a.coinValue) - coinRank(b.coinValue)
              : coinRank(a.coinValue) - coinRank(b.coinValue),
        );
        const limit = body.limit ?? 20;
        const page = body.page ?? 1;
        const slice = ranged.slice((page - 1) * limit, page * limit);
        const userId = user?.id ?? null;
        return {
          total: ranged.length,
          coin_products: slice.map(({ coinValue, list, low, high }) => {
            const byType = new Map<number, typeof list>();
            for (const item of list) byType.set(item.p.type, [...(byType.get(item.p.type) ?? []), item]);
            const cards = list.map(({ p }) => toProductCard(world, p, userId));
            if (sort === SortApr.Descending) cards.sort((a, b) => dec(b.apy_max_e8).comparedTo(a.apy_max_e8));
            if (sort === SortApr.Ascending) cards.sort((a, b) => dec(a.apy_min_e8).comparedTo(b.apy_min_e8));
            return {
              coin: coinValue,
              apy_min_e8: e8(low),
              apy_max_e8: e8(high),
              product_types: [...byType].map(([type, items]) => ({
                product_type: type as (typeof cards)[number]['product_type'],
                apy_min_e8: e8(items.reduce((m, { r }) => (r.min.lessThan(m) ? r.min : m), items[0]?.r.min ?? ZERO)),
                apy_max_e8: e8(items.reduce((m, { r }) => (r.max.greaterThan(m) ? r.max : m), items[0]?.r.max ?? ZERO)),
                duration_min: String(Math.floor(Math.min(...items.map(({ p }) => p.durationMs)) / 1000)),
                duration_max: String(Math.floor(Math.max(...items.map(({ p }) => p.durationMs)) / 1000)),
                product_count: items.length,
              })),
              saving_products: cards,
            };
          }),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_PRODUCT_DETAIL_PATH,
      access: 'optional',
      request: getProductDetailRequestSchema,
      handle: ({ world, body, user }) => ({
        product: toProductDetail(world, world.requireProduct(body.product_id, body.product_type), user?.id ?? null),
      }),
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_APR_HISTORY_PATH,
      access: 'public',
      request: getAprHistoryRequestSchema,
      handle: ({ world, body }): GetAprHistoryResult => {
        const product = world.requireProduct(body.product_id, body.product_type);
        return {
          product_id: product.id,
          product_type: body.product_type,
          days: body.days,
          points: aprHistory(world, product, body.days).map((p) => ({ at: sec(p.at), apy_e8: e8(p.apr) })),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_PRODUCT_DETAILS_PATH,
      access: 'optional',
      request: getProductDetailsRequestSchema,
      handle: ({ world, body, user }) => {
        const ids = body.product_ids;
        const products = ids
          ? ids.map((id) => world.product(id)).filter((p): p is Product => p !== undefined)
          : world.catalogue.products.filter(
              (p) =>
                (body.product_type === undefined || p.type === body.product_type) &&
                (body.coin === undefined || p.coin === body.coin),
            );
        return {
          products: products
            .filter(
              (p) =>
                (body.product_type === undefined || p.type === body.product_type) &&
                (body.coin === undefined || p.coin === body.coin),
            )
            .slice(0, 200)
            .map((p) => toProductDetail(world, p, user?.id ?? null)),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_PRODUCTS_EXTRA_INFO_PATH,
      access: 'optional',
      request: getProductsExtraInfoRequestSchema,
      handle: ({ world, body, user }) => ({
        products: body.product_ids
          .map((id) => world.product(id))
          .filter((p): p is Product => p !== undefined)
          .map((p) => {
            const book = world.state.products[p.id];
            const check = checkSubscription(world, p, user, null, p.toAccountType);
            const remaining = user ? check.maxSubscribable : p.maxPerUser === null ? null : dec(p.maxPerUser);
            return {
              product_id: p.id,
              product_type: p.type,
              product_max_share: plainOrUnbounded(p.quota),
              total_deposit_share: depositedOf(p, book),
              participant_count: p.crowdParticipants + (book?.participants.length ?? 0),
              bonus_apy_e8: e8(bonusAt(p, world.now())),
              bonus_end_at: sec(p.bonusEndAt),
              user_remaining_quota_e8: remaining === null ? '-1' : e8(remaining),
            };
          }),
        scenes: world.state.scenes
          .filter((s) => !body.scenes || body.scenes.includes(s.scene))
          .map((s) => ({ scene: s.scene, stage: s.stage, user_ids: s.userIds })),
      }),
    }),
  ];
}
