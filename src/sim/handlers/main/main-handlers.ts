import { CONFIG_WEB_PATH, configWebRequestSchema, type ConfigWebResult } from '@/api/main/config-web';
import { KYC_INFO_PATH, kycInfoRequestSchema, type KycInfoResult } from '@/api/main/kyc-info';
import { LOGIN_PATH, loginRequestSchema } from '@/api/main/login';
import { LOGOUT_PATH } from '@/api/main/logout';
import { QUOTE_TOKENS_PATH, type QuoteTokensResult } from '@/api/main/quote-tokens';
import { STRATEGY_INFO_PATH, strategyInfoRequestSchema } from '@/api/main/strategy-info';
import { REFERRAL_INFO_PATH } from '@/api/main/referral-info';
import { referralInfo } from '../../domain/referrals';
import {
  TICKER_BATCH_SIZE,
  TICKER_PATH,
  TICKER_SYMBOL_PREFIX,
  TICKER_TOO_MANY_COINS,
  tickerRequestSchema,
  type TickerResult,
} from '@/api/main/ticker';
import { USER_PROFILE_PATH, type UserProfile } from '@/api/main/user-profile';
import { HttpResponse, type HttpHandler } from 'msw';
import { coinByName } from '../../domain/coins';
import { configEntries, STRATEGIES } from '../../domain/config-entries';
import { SimCode, SimError } from '../../domain/errors';
import { marketsOf, QUOTE_MARKETS, symbolOf } from '../../domain/markets';
import type { Simulator } from '../../runtime/simulator';
import { okEnvelope } from '../envelope';
import { RawResponse, route } from '../route';
import { login, logout, requireSession, sessionCookie } from '../session';
import { klineHandler } from './kline-handler';

export function mainHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'main',
      path: LOGIN_PATH,
      access: 'public',
      request: loginRequestSchema,
      handle: ({ world, body }) => {
        const { token, user } = login(world, body.username, body.password);
        sim.save();
        return new RawResponse(
          HttpResponse.json(okEnvelope({ user_id: user.id }, world.now()), {
            // The app keeps the session itself and sends it back as the usertoken header (spec §6).
            headers: {
              'Set-Cookie': sessionCookie(token),
              usertoken: token,
              Date: new Date(world.now()).toUTCString(),
            },
          }),
        );
      },
    }),

    route(sim, {
      method: 'post',
      base: 'main',
      path: LOGOUT_PATH,
      access: 'public',
      handle: ({ world, token }) => {
        logout(world, token);
        return new RawResponse(
          HttpResponse.json(okEnvelope({}, world.now()), {
            headers: { 'Set-Cookie': sessionCookie('', 0), Date: new Date(world.now()).toUTCString() },
          }),
        );
      },
    }),

    route(sim, {
      method: 'get',
      base: 'main',
      path: USER_PROFILE_PATH,
      access: 'private',
      handle: ({ user }): UserProfile => {
        const me = requireSession(user);
        return {
          id: me.id,
          username: me.username,
          vague_email: me.email,
          vague_mobile: me.mobile,
          mobile_verified: me.mobileVerified,
          email_verified: me.emailVerified,
          has_google2fa: me.has2fa,
          country_code: me.country,
          lang: me.lang,
          parent_member_id: me.parentId,
          status: me.status,
          loyalty_vip_info: { is_vip: me.vip.isVip, label_level: me.vip.level },
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'main',
      path: KYC_INFO_PATH,
      access: 'private',
      request: kycInfoRequestSchema,
      handle: ({ body, user }): KycInfoResult => {
        const me = requireSession(user);
        const result: KycInfoResult = { applicant: { level: me.kycLevel } };
        if (body.obtain_state) {
          result.applicant.state = me.kycState;
          result.applicant.country = me.country;
        }
        if (body.obtain_quotas) {
          const daily = me.kycLevel === 0 ? '0' : me.kycLevel === 1 ? '1000000' : '5000000';
          result.quotas = [
            { name: 'daily_withdraw_usd', value: daily },
            { name: 'daily_fiat_usd', value: me.kycLevel === 0 ? '0' : '50000' },
          ];
        }
        if (body.obtain_current) result.current = { level: me.kycLevel, state: me.kycState };
        if (body.obtain_kyc_token) result.kyc_token = `kyc-${me.id}-${me.kycLevel}`;
        return result;
      },
    }),

    route(sim, {
      method: 'post',
      base: 'main',
      path: QUOTE_TOKENS_PATH,
      access: 'public',
      handle: (): QuoteTokensResult =>
        QUOTE_MARKETS.map((quote) => ({
          tokenId: quote,
          quoteTokenSymbols: marketsOf(quote).map((base) => ({ baseTokenId: base })),
        })),
    }),

    route(sim, {
      method: 'get',
      base: 'main',
      path: TICKER_PATH,
      access: 'public',
      request: tickerRequestSchema,
      handle: ({ world, body, now }): TickerResult => {
        const symbols = body.symbol
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (symbols.length > TICKER_BATCH_SIZE) throw new SimError(TICKER_TOO_MANY_COINS, 'too many coins');
        const rows: TickerResult = [];
        for (const raw of symbols) {
          const symbol = raw.startsWith(TICKER_SYMBOL_PREFIX) ? raw.slice(TICKER_SYMBOL_PREFIX.length) : raw;
          const upper = symbol.toUpperCase();
          const pair = QUOTE_MARKETS.map((q) => ({
            q,
            base: upper.endsWith(q) ? upper.slice(0, -q.length) : null,
          })).find((p) => p.base && marketsOf(p.q).some((b) => b.toUpperCase() === p.base));
          if (!pair?.base) continue;
          const base = coinByName(pair.base);
          const quote = coinByName(pair.q);
          if (!base || !quote) continue;
          const stats = world.prices.stats(base.enum, quote.enum, now);
          rows.push({
            s: symbolOf(base.name, pair.q),
            c: stats.close.toFixed(),
            h: stats.high.toFixed(),
            l: stats.low.toFixed(),
            o: stats.open.toFixed(),
            v: stats.volume.toDecimalPlaces(4).toFixed(),
            qv: stats.quoteVolume.toDecimalPlaces(2).toFixed(),
            t: now,
          });
        }
        return rows;
      },
    }),

    klineHandler(sim),

    route(sim, {
      method: 'post',
      base: 'main',
      path: CONFIG_WEB_PATH,
      access: 'public',
      request: configWebRequestSchema,
      handle: ({ world, body }): ConfigWebResult => {
        const entries = configEntries({
          language: body.properties['device.language'],
          maintenance: world.state.maintenance.all,
        });
        return body.keys.flatMap((name) => (entries[name] === undefined ? [] : [{ name, value: entries[name] }]));
      },
    }),

    route(sim, {
      method: 'get',
      base: 'main',
      path: STRATEGY_INFO_PATH,
      access: 'private',
      request: strategyInfoRequestSchema,
      handle: ({ body }) => {
        const strategy = STRATEGIES[body.strategy_id];
        if (!strategy) throw new SimError(SimCode.InvalidParameter, 'unknown strategy');
        return { strategy_id: body.strategy_id, ...strategy };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'main',
      path: REFERRAL_INFO_PATH,
      access: 'private',
      handle: ({ world, user }) => referralInfo(requireSession(user), world.now()),
    }),
  ];
}
