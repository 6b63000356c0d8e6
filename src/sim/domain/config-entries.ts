/**
 * Remote web configuration (POST /v3/config/web): name/value entries, values are strings (JSON when
 * structured). Some entries depend on the device language.
 */
export interface ConfigContext {
  language: string;
  maintenance: boolean;
}

const NOTICES: Record<string, string> = {
  en: 'Scheduled maintenance of on-chain staking: Sunday 02:00-03:00 UTC.',
  'zh-CN': '链上质押计划维护：周日 02:00-03:00 UTC。',
  'zh-TW': '鏈上質押計劃維護：週日 02:00-03:00 UTC。',
  ja: 'オンチェーン・ステーキングの定期メンテナンス：日曜日 02:00〜03:00 UTC。',
  ru: 'Плановое обслуживание стейкинга: воскресенье 02:00-03:00 UTC.',
  es: 'Mantenimiento programado del staking on-chain: domingo 02:00-03:00 UTC.',
};

function notice(language: string): string {
  return NOTICES[language] ?? NOTICES[language.split('-')[0] ?? 'en'] ?? NOTICES.en ?? '';
}

export function configEntries(ctx: ConfigContext): Record<string, string> {
  return {
    earn_home_featured_products: JSON.stringify(['4001', '6003', '2005', '3001', '5003']),
    earn_home_hot_coins: JSON.stringify(['USDT', 'BTC', 'ETH', 'SOL', 'USDC']),
    earn_dual_asset_enabled: 'true',
    earn_liquidity_leverage_enabled: 'true',
    earn_launchpool_enabled: 'true',
    earn_export_enabled: 'true',
    earn_export_daily_limit: '5',
    earn_export_max_range_days: '180',
    earn_maintenance: ctx.maintenance ? 'true' : 'false',
    earn_notice: notice(ctx.language),
    earn_min_app_version: '3.6.1',
    earn_chatbot_enabled: 'true',
  };
}

/** Discovery strategies (GET strategy-info): the few the earn pages ask for. */
export const STRATEGIES: Record<string, { name: string; status: number; properties: Record<string, string> }> = {
  earn_home_ranking: { name: 'Earn home ranking', status: 1, properties: { sort: 'apr_desc', limit: '8' } },
  earn_new_user_offer: { name: 'New user offer', status: 1, properties: { product_id: '6006', bonus_apr: '0.05' } },
  earn_referral_banner: { name: 'Referral banner', status: 0, properties: {} },
  // The referral page's programme terms: share of a friend's interest paid to the inviter, for how long, caps.
  earn_referral_program: {
    name: 'Earn referral programme',
    status: 1,
    properties: {
      reward_rate: '0.1',
      reward_days: '30',
      min_subscription: '100',
      max_referrals: '50',
      reward_coin: 'USDT',
    },
  },
};
