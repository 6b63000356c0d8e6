import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { PositionStatus, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { ZERO_TIME } from '@/api/wire-schema';
import { intlLocale } from '@/i18n/locales';
import { positionsCalendar } from '@/products/calendar/calendar-file';
import { upcomingEvents } from '@/products/calendar/position-events';
import { readTree } from '../../i18n/translation-files';
import { readICalendar } from '../../support/read-icalendar';

const sec = (ms: number) => String(ms / 1000);
const NOW = Date.UTC(2025, 5, 1, 12, 0);

async function calendarT(language: string): Promise<TFunction<'calendar'>> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { calendar: readTree(language, 'calendar') } },
    ns: ['calendar'],
    defaultNS: 'calendar',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'calendar');
}

const base: Position = {
  position_id: '1000140',
  product_id: '10',
  product_type: ProductType.FixedTerm,
  product_name: 'ETH 30D Fixed',
  coin: 2,
  return_coin: 2,
  principal_e8: '100000000',
  accrued_yield_e8: '0',
  claimable_yield_e8: '0',
  total_yield_e8: '0',
  apy_e8: '5000000',
  status: PositionStatus.Active,
  subscribed_at: '1700000000',
  interest_start_at: '1700000000',
  maturity_at: sec(Date.UTC(2025, 6, 3)),
  redemption: {
    redemption_type: RedemptionType.AtMaturityOnly,
    processing_hours: 0,
    penalty_apy_e8: '0',
    lock_before_maturity_minutes: 30,
  },
  can_redeem: false,
  can_claim: false,
  auto_reinvest_supported: true,
  auto_reinvest: false,
  auto_savings: false,
  pending_redeem_e8: '0',
  pending_redeem_arrival_at: ZERO_TIME,
};
const staking: Position = {
  ...base,
  position_id: '1000082',
  product_type: ProductType.Pos,
  product_name: 'SOL On-chain Staking',
  maturity_at: ZERO_TIME,
  auto_reinvest_supported: false,
  pending_redeem_e8: '1000000000',
  pending_redeem_arrival_at: sec(Date.UTC(2025, 5, 2, 13)),
};

async function file(language: string, locale: string) {
  const t = await calendarT(language);
  return positionsCalendar(upcomingEvents([base, staking], NOW), {
    t,
    coins: undefined,
    locale,
    intlLocale: intlLocale(locale),
    nowMs: NOW,
    origin: 'https://kestrel.example',
  });
}

describe('the positions calendar file', () => {
  it('holds every upcoming event in the page language, linking to the wallet, with reminders before dates to act on', async () => {
    const calendar = readICalendar(await file('en', 'en'));
    expect(calendar.name).toBe('Kestrel Earn calendar');
    expect(calendar.events.map((e) => [e.uid, e.start, e.summary, e.alarms])).toEqual([
      [
        `1000082-arrival-${Date.UTC(2025, 5, 2, 13) / 1000}@kestrel.example`,
        '2025-06-02T13:00:00.000Z',
        '10\u00a0— from SOL On-chain Staking arrives',
        [],
      ],
      [
        '1000140-renewalCutoff@kestrel.example',
        '2025-07-02T23:30:00.000Z',
        'Last moment to change auto-reinvest: ETH 30D Fixed',
        ['-P1D'],
      ],
      ['1000140-maturity@kestrel.example', '2025-07-03T00:00:00.000Z', 'ETH 30D Fixed matures', ['-P1D']],
    ]);
    expect(calendar.events.every((e) => e.isUtc && e.url === 'https://kestrel.example/earn/wallet/')).toBe(true);
    expect(calendar.events[1]?.description).toMatch(/^Auto-reinvest is off/);
  });

  it('in Arabic: the words of the page, the link to the Arabic wallet, the same UIDs', async () => {
    const calendar = readICalendar(await file('ar', 'ar-SA'));
    expect(calendar.events.map((e) => e.uid)).toEqual([
      `1000082-arrival-${Date.UTC(2025, 5, 2, 13) / 1000}@kestrel.example`,
      '1000140-renewalCutoff@kestrel.example',
      '1000140-maturity@kestrel.example',
    ]);
    expect(calendar.events[2]?.summary).toBe('استحقاق ETH 30D Fixed');
    expect(calendar.events[0]?.url).toBe('https://kestrel.example/ar-SA/earn/wallet/');
  });
});
