import { AccountType, PositionStatus, ProductType } from '@/api/earn/earn-enums';
import { EDIT_AUTO_SAVINGS_PATH, editAutoSavingsRequestSchema } from '@/api/earn/edit-auto-savings';
import {
  GET_ASSETS_SUMMARY_V2_PATH,
  getAssetsSummaryV2RequestSchema,
  type GetAssetsSummaryV2Result,
} from '@/api/earn/get-assets-summary-v2';
import {
  GET_AUTO_SAVINGS_OPEN_STATUS_PATH,
  getAutoSavingsOpenStatusRequestSchema,
} from '@/api/earn/get-auto-savings-open-status';
import { GET_POSITIONS_PATH, getPositionsRequestSchema, type GetPositionsResult } from '@/api/earn/get-positions';
import {
  GET_USER_BALANCE_PATH,
  getUserBalanceRequestSchema,
  type GetUserBalanceResult,
} from '@/api/earn/get-user-balance';
import {
  GET_USER_LIQUIDITY_SUMMARY_PATH,
  getUserLiquiditySummaryRequestSchema,
  type GetUserLiquiditySummaryResult,
} from '@/api/earn/get-user-liquidity-summary';
import { GET_USER_PNL_PATH, getUserPnlRequestSchema, type GetUserPnlResult } from '@/api/earn/get-user-pnl';
import {
  GET_USER_WALLET_RECORDS_PATH,
  getUserWalletRecordsRequestSchema,
  type GetUserWalletRecordsResult,
} from '@/api/earn/get-user-wallet-records';
import type { HttpHandler } from 'msw';
import { walletLines } from '../../domain/accounts';
import { autoSavingsProduct, setAutoSavings } from '../../domain/auto-savings';
import { COINS, coinByEnum } from '../../domain/coins';
import { SimCode, fail } from '../../domain/errors';
import { balanceOf } from '../../domain/ledger';
import { hasQuotePrice } from '../../domain/markets';
import { poolState, positionValue, shareOf } from '../../domain/liquidity-pools';
import { D, dec, floorTo, ZERO, type Dec } from '../../domain/money';
import { DAY, startOfUtcDay } from '../../domain/time';
import {
  dailyPnl,
  holdingValue,
  isYieldRecord,
  openPositions,
  positionHoldings,
  valuedAtEstimate,
  walletWorthUsd,
} from '../../domain/valuation';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';
import { requireSession } from '../session';
import { e8, fromSec, sec } from '../wire/format';
import { toPosition } from '../wire/position-wire';

const USDT = 5;
/** Values in the quote coin are whole cents (the wallet shows two decimals). */
const VALUE_DIGITS = 2;
const ACCOUNT_TYPES = [AccountType.Funding, AccountType.Spot, AccountType.Uta];

function page<T>(items: T[], pageNo = 1, limit = 20): T[] {
  return items.slice((pageNo - 1) * limit, pageNo * limit);
}

const CENT = dec(1).div(10 ** VALUE_DIGITS);

/**
 * Splits the cents of a sum among its parts: the sum rounded down to cents, each part its own value rounded
 * down, the cents left over to the parts with the largest remainders. The shares add up to the rounded sum.
 */
function shareCents<K>(parts: Array<[K, Dec]>): Map<K, Dec> {
  const total = parts.reduce((sum, [, value]) => sum.plus(value), ZERO).toDecimalPlaces(VALUE_DIGITS, D.ROUND_FLOOR);
  const floors = parts.map(([key, value]) => {
    const floor = value.toDecimalPlaces(VALUE_DIGITS, D.ROUND_FLOOR);
    return { key, floor, remainder: value.minus(floor) };
  });
  let left = total
    .minus(floors.reduce((sum, part) => sum.plus(part.floor), ZERO))
    .div(CENT)
    .toNumber();
  const out = new Map<K, Dec>(floors.map((part) => [part.key, part.floor]));
  for (const part of [...floors].sort((a, b) => b.remainder.comparedTo(a.remainder))) {
    if (left <= 0) break;
    out.set(part.key, part.floor.plus(CENT));
    left -= 1;
  }
  return out;
}

export function assetHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_ASSETS_SUMMARY_V2_PATH,
      access: 'private',
      request: getAssetsSummaryV2RequestSchema,
      handle: ({ world, body, user, now }): GetAssetsSummaryV2Result => {
        const me = requireSession(user);
        const quote = body.quote_coin ?? USDT;
        if (!coinByEnum(quote)) fail(SimCode.InvalidParameter, 'unknown quote coin');
        const inQuote = (usd: Dec) => floorTo(usd.div(world.prices.price(quote, now)), 8);
        // A coin with no market in the quote coin (BIT, KST in USDC) has no price: worth nothing in any
        // total, and named in `unpriced_coins` so the page can say which holdings the totals leave out.
        const quoteName = coinByEnum(quote)?.name ?? '';
        const unpriced = new Set<number>();
        const priced = (coin: number) => {
          const known = coinByEnum(coin);
          return known === undefined || hasQuotePrice(known, quoteName);
        };
        const heldValue = (holding: { coin: number; amount: Dec }, digits?: number) => {
          if (priced(holding.coin)) return holdingValue(world, holding, quote, now, digits);
          if (!holding.amount.isZero()) unpriced.add(holding.coin);
          return ZERO;
        };
        // Values are whole cents of the quote coin, as the wallet shows them, and every total is summed from
        // rows already cut to cents: each total is the exact sum of its rows, on the wire and on the screen.
        const cents = (value: Dec) => floorTo(value, VALUE_DIGITS);
        const families = new Map<number, { value: Dec; yieldValue: Dec; count: number; estimated: boolean }>();
        const family = (type: number) =>
          families.get(type) ?? { value: ZERO, yieldValue: ZERO, count: 0, estimated: false };
        // Each coin's holdings at spot, exact, by product type: a coin's row is its whole amount's worth in
        // cents, and those cents are shared out to the product types (largest remainders), so the by-coin and
        // by-product tables add up to one total and a stablecoin is worth its amount to the cent.
        const coins = new Map<number, { amount: Dec; byType: Map<number, Dec> }>();
        for (const position of openPositions(world, me.id)) {
          for (const holding of positionHoldings(world, position)) {
            const c = coins.get(holding.coin) ?? { amount: ZERO, byType: new Map<number, Dec>() };
            c.byType.set(
              position.productType,
              (c.byType.get(position.productType) ?? ZERO).plus(heldValue(holding, 20)),
            );
            coins.set(holding.coin, { amount: c.amount.plus(holding.amount), byType: c.byType });
          }
          // Yield earned but not yet in the wallet (accrued, claimable) counts as earned, at today's price.
          const unpaid = heldValue({
            coin: position.returnCoin,
            amount: floorTo(dec(position.accrued).plus(position.claimable), 8),
          });
          const fam = family(position.productType);
          families.set(position.productType, {
            ...fam,
            yieldValue: fam.yieldValue.plus(unpaid),
            count: fam.count + 1,
            estimated: fam.estimated || valuedAtEstimate(world, position),
          });
        }
        const coinRows = [...coins].map(([coin, c]) => {
          const shares = shareCents([...c.byType]);
          for (const [type, value] of shares)
            families.set(type, { ...family(type), value: family(type).value.plus(value) });
          return { coin, amount: c.amount, value: [...shares.values()].reduce((sum, v) => sum.plus(v), ZERO) };
        });
        // Earned per family: plus the yield credited to the wallet so far (closed positions too, losses
        // included), valued when credited. The cumulative figure is the sum of these rows.
        const yieldByCoin = new Map<number, Dec>();
        for (const r of world.state.records) {
          if (r.userId !== me.id || !isYieldRecord(r)) continue;
          if (r.productType !== null) {
            const fam = family(r.productType);
            families.set(r.productType, { ...fam, yieldValue: fam.yieldValue.plus(inQuote(dec(r.pnlUsd))) });
          }
          if (dec(r.pnlUsd).greaterThan(0) && (r.type === 3 || r.type === 4 || r.type === 5))
            yieldByCoin.set(r.coin, (yieldByCoin.get(r.coin) ?? ZERO).plus(r.amount));
        }
        const today = startOfUtcDay(now);
        const yesterday = dailyPnl(world, me.id, today - DAY, today - 1).reduce((s, d) => s.plus(inQuote(d.usd)), ZERO);
        const wallets = walletWorthUsd(world, me, now, priced);
        for (const wallet of Object.values(me.wallets)) {
          for (const [coin, balance] of Object.entries(wallet)) {
            if (!priced(Number(coin)) && !dec(balance.available).plus(balance.frozen).isZero())
              unpriced.add(Number(coin));
          }
        }
        const rows = [...families]
          .map(([type, f]) => [type, { ...f, yieldValue: cents(f.yieldValue) }] as const)
          .filter(([, f]) => f.count > 0 || !f.yieldValue.isZero());
        return {
          quote_coin: quote,
          total_value_e8: e8(rows.reduce((sum, [, f]) => sum.plus(f.value), ZERO)),
          yesterday_yield_value_e8: e8(cents(yesterday)),
          cumulative_yield_value_e8: e8(rows.reduce((sum, [, f]) => sum.plus(f.yieldValue), ZERO)),
          by_family: rows.map(([type, f]) => ({
            product_type: type as GetAssetsSummaryV2Result['by_family'][number]['product_type'],
            value_e8: e8(f.value),
            yield_value_e8: e8(f.yieldValue),
            position_count: f.count,
            ...(f.estimated ? { valued_at_estimate: true } : {}),
          })),
          by_coin: coinRows.map((row) => ({
            coin: row.coin,
            amount_e8: e8(row.amount),
            value_e8: e8(row.value),
            cumulative_yield_e8: e8(yieldByCoin.get(row.coin) ?? ZERO),
          })),
          by_account_type: ACCOUNT_TYPES.map((t) => ({
            account_type: t,
            value_e8: e8(cents(inQuote(wallets.get(t) ?? ZERO))),
          })),
          ...(unpriced.size > 0 ? { unpriced_coins: [...unpriced].sort((a, b) => a - b) } : {}),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_USER_PNL_PATH,
      access: 'private',
      request: getUserPnlRequestSchema,
      handle: ({ world, body, user, now }): GetUserPnlResult => {
        const me = requireSession(user);
        const from = fromSec(body.start_at);
        const to = fromSec(body.end_at);
        if (from === null || to === null || to < from) fail(SimCode.InvalidParameter, 'end_at before start_at');
        if (to - from > 180 * DAY) fail(SimCode.InvalidParameter, 'range longer than 180 days');
        const filter: { productType?: number; coin?: number } = {};
        if (body.product_type !== undefined) filter.productType = body.product_type;
        if (body.coin !== undefined) filter.coin = body.coin;
        const quote = body.quote_coin ?? USDT;
        if (!coinByEnum(quote)) fail(SimCode.InvalidParameter, 'unknown quote coin');
        const inQuote = (usd: Dec) => floorTo(usd.div(world.prices.price(quote, now)), 8);
        const days = dailyPnl(world, me.id, from, Math.min(to, now), filter).map((d) => ({
          day: d.day,
          value: inQuote(d.usd),
        }));
        return {
          quote_coin: quote,
          cumulate_pnl_e8: e8(days.reduce((s, d) => s.plus(d.value), ZERO)),
          daily: days.map((d) => ({ date_at: sec(d.day), pnl_e8: e8(d.value) })),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_USER_BALANCE_PATH,
      access: 'private',
      request: getUserBalanceRequestSchema,
      handle: ({ body, user }): GetUserBalanceResult => {
        const me = requireSession(user);
        const types = body.account_types ?? ACCOUNT_TYPES;
        // Asked-for coins get a line even when empty: the subscribe form shows "0 available".
        if (body.coins) for (const t of types) for (const c of body.coins) if (coinByEnum(c)) balanceOf(me, t, c);
        return {
          balances: walletLines(me, body.coins, types).map((l) => ({
            coin: l.coin,
            account_type: l.accountType as GetUserBalanceResult['balances'][number]['account_type'],
            available_e8: e8(l.available),
            frozen_e8: e8(l.frozen),
          })),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_USER_WALLET_RECORDS_PATH,
      access: 'private',
      request: getUserWalletRecordsRequestSchema,
      handle: ({ world, body, user }): GetUserWalletRecordsResult => {
        const me = requireSession(user);
        const from = fromSec(body.start_at);
        const to = fromSec(body.end_at);
        const records = world.state.records
          .filter(
            (r) =>
              r.userId === me.id &&
              (!body.record_types || body.record_types.includes(r.type as never)) &&
              (body.coin === undefined || r.coin === body.coin) &&
              (body.product_type === undefined || r.productType === body.product_type) &&
              (from === null || r.createdAt >= from) &&
              (to === null || r.createdAt <= to),
          )
          .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
        return {
          total: records.length,
          records: page(records, body.page, body.limit).map((r) => {
            const row: GetUserWalletRecordsResult['records'][number] = {
              record_id: r.id,
              record_type: r.type as GetUserWalletRecordsResult['records'][number]['record_type'],
              coin: r.coin,
              amount_e8: e8(r.amount),
              status: r.status as 0 | 1 | 2,
              created_at: sec(r.createdAt),
            };
            if (r.productType !== null) row.product_type = r.productType as NonNullable<typeof row.product_type>;
            if (r.productId !== null) row.product_id = r.productId;
            if (r.orderId !== null) row.order_id = r.orderId;
            return row;
          }),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_POSITIONS_PATH,
      access: 'private',
      request: getPositionsRequestSchema,
      handle: ({ world, body, user }): GetPositionsResult => {
        const me = requireSession(user);
        const positions = world.state.positions
          .filter(
            (p) =>
              p.userId === me.id &&
              (!body.product_types || body.product_types.includes(p.productType as never)) &&
              (body.coin === undefined || p.coin === body.coin) &&
              (body.statuses ? body.statuses.includes(p.status as never) : p.status !== PositionStatus.Closed),
          )
          .sort((a, b) => b.subscribedAt - a.subscribedAt || Number(b.id) - Number(a.id));
        return {
          total: positions.length,
          positions: page(positions, body.page, body.limit).map((p) =>
            toPosition(world, p, me.autoSavings.includes(p.coin) && p.productType === ProductType.Flexible),
          ),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_USER_LIQUIDITY_SUMMARY_PATH,
      access: 'private',
      request: getUserLiquiditySummaryRequestSchema,
      handle: ({ world, user }): GetUserLiquiditySummaryResult => {
        const me = requireSession(user);
        const pools = new Map<string, { x: number; y: number; value: Dec; claimable: Dec }>();
        let total = ZERO;
        let earned = ZERO;
        let claimable = ZERO;
        let yesterday = ZERO;
        let count = 0;
        for (const position of openPositions(world, me.id)) {
          const product = world.product(position.productId);
          if (!position.liquidity || !product?.liquidity) continue;
          count += 1;
          const pool = poolState(world, product.liquidity);
          const equity =
            position.liquidity.state === 0
              ? dec(position.principal)
              : positionValue(pool, position).minus(position.liquidity.loan);
          total = total.plus(equity);
          earned = earned.plus(position.totalYield);
          claimable = claimable.plus(position.claimable);
          yesterday = yesterday.plus(dec(pool.feeDay).times(shareOf(pool, position)));
          const entry = pools.get(position.liquidity.poolId) ?? {
            x: product.liquidity.base,
            y: product.liquidity.quote,
            value: ZERO,
            claimable: ZERO,
          };
          pools.set(position.liquidity.poolId, {
            ...entry,
            value: entry.value.plus(equity),
            claimable: entry.claimable.plus(position.claimable),
          });
        }
        return {
          quote_coin: USDT,
          total_value_e8: e8(total),
          total_yield_value_e8: e8(earned),
          claimable_yield_value_e8: e8(claimable),
          yesterday_yield_value_e8: e8(yesterday),
          position_count: count,
          pools: [...pools].map(([id, p]) => ({
            pool_id: id,
            coin_x: p.x,
            coin_y: p.y,
            value_e8: e8(p.value),
            claimable_yield_value_e8: e8(p.claimable),
          })),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_AUTO_SAVINGS_OPEN_STATUS_PATH,
      access: 'private',
      request: getAutoSavingsOpenStatusRequestSchema,
      handle: ({ world, body, user }) => {
        const me = requireSession(user);
        const coins = body.coins ?? COINS.map((c) => c.enum);
        return {
          items: coins.flatMap((c) => {
            const product = autoSavingsProduct(world, c);
            return product ? [{ coin: c, is_open: me.autoSavings.includes(c), product_id: product.id }] : [];
          }),
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: EDIT_AUTO_SAVINGS_PATH,
      access: 'private',
      walled: true,
      request: editAutoSavingsRequestSchema,
      handle: ({ world, body, user }) => {
        const me = requireSession(user);
        world.limiter.check(`${me.id}:write`);
        setAutoSavings(world, me, body.coin, body.is_open);
        return { coin: body.coin, is_open: me.autoSavings.includes(body.coin) };
      },
    }),
  ];
}
