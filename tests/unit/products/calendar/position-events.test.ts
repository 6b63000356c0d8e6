import { describe, expect, it } from 'vitest';
import { PositionStatus, ProductType } from '@/api/earn/earn-enums';
import { eventUid } from '@/products/calendar/calendar-file';
import { groupByUtcDay } from '@/products/calendar/event-days';
import { eventsOfPosition, upcomingEvents } from '@/products/calendar/position-events';
import { positionFixture } from '../../support/position-fixture';

const sec = (ms: number) => String(ms / 1000);
const NOW = Date.UTC(2025, 5, 1, 12, 0);

const position = positionFixture;

const fixed = (id: string, maturityMs: number, autoReinvest = true) =>
  position({
    position_id: id,
    product_type: ProductType.FixedTerm,
    product_name: 'ETH 30D Fixed',
    maturity_at: sec(maturityMs),
    auto_reinvest_supported: true,
    auto_reinvest: autoReinvest,
  });

const brief = (events: ReturnType<typeof eventsOfPosition>) =>
  events.map((e) => [e.position.position_id, e.kind, new Date(e.atMs).toISOString()]);

describe('events of a position, from what get-positions carries', () => {
  it('a fixed term with auto-reinvest: its maturity and the cut-off 30 minutes before, across a month end in UTC', () => {
    // Maturity at midnight UTC on 1 July: the cut-off falls on 30 June, the previous UTC day.
    expect(brief(eventsOfPosition(fixed('7', Date.UTC(2025, 6, 1))))).toEqual([
      ['7', 'maturity', '2025-07-01T00:00:00.000Z'],
      ['7', 'renewalCutoff', '2025-06-30T23:30:00.000Z'],
    ]);
  });

  it('a flexible position has no date; one being redeemed has the arrival of its money', () => {
    expect(eventsOfPosition(position())).toEqual([]);
    const unbonding = position({
      product_type: ProductType.Pos,
      pending_redeem_e8: '1000000000',
      pending_redeem_arrival_at: sec(Date.UTC(2025, 5, 2, 13)),
    });
    expect(brief(eventsOfPosition(unbonding))).toEqual([['1', 'arrival', '2025-06-02T13:00:00.000Z']]);
    // An arrival time without an amount on its way is not an event.
    expect(eventsOfPosition(position({ pending_redeem_arrival_at: sec(Date.UTC(2025, 5, 2)) }))).toEqual([]);
  });

  it('each pending unstake arrives on its own, with its amount and its own UID; two due the same second are one', () => {
    const first = Date.UTC(2025, 5, 2, 13);
    const second = Date.UTC(2025, 5, 3, 9);
    const staking = position({
      position_id: '82',
      product_type: ProductType.Pos,
      pending_redeem_e8: '600000000',
      pending_redeem_arrival_at: sec(second),
      pending_redeems: [
        { amount_e8: '100000000', arrival_at: sec(first) },
        { amount_e8: '200000000', arrival_at: sec(first) },
        { amount_e8: '300000000', arrival_at: sec(second) },
      ],
    });
    const events = upcomingEvents([staking], NOW);
    expect(events.map((e) => [eventUid(e, 'kestrel.example'), new Date(e.atMs).toISOString(), e.amountE8])).toEqual([
      [`82-arrival-${first / 1000}@kestrel.example`, '2025-06-02T13:00:00.000Z', '300000000'],
      [`82-arrival-${second / 1000}@kestrel.example`, '2025-06-03T09:00:00.000Z', '300000000'],
    ]);
  });

  it('dual asset and the offer families settle (once, not also as a maturity); a launchpool stake ends with its project', () => {
    const at = Date.UTC(2025, 5, 4, 8);
    const dual = position({
      product_type: ProductType.Dual,
      maturity_at: sec(at),
      dual: { direction: 1, coin_x: 1, coin_y: 5, target_price_e8: '1', settlement_time: sec(at) },
    });
    const offer = position({
      product_type: ProductType.DoubleWin,
      maturity_at: sec(at),
      offer: {
        coin_x: 1,
        coin_y: 5,
        entry_price_e8: '1',
        lower_price_e8: '1',
        upper_price_e8: '2',
        leverage: '1',
        settlement_time: sec(at),
        estimated_value_e8: '1',
        redeem_estimate_e8: '0',
      },
    });
    const launchpool = position({ product_type: ProductType.Launch, maturity_at: sec(Date.UTC(2025, 5, 14, 9)) });
    expect(eventsOfPosition(dual).map((e) => e.kind)).toEqual(['settlement']);
    expect(eventsOfPosition(offer).map((e) => e.kind)).toEqual(['settlement']);
    expect(eventsOfPosition(launchpool).map((e) => e.kind)).toEqual(['projectEnd']);
  });

  it('a closed position has none; one being redeemed early keeps its maturity but no longer renews', () => {
    expect(eventsOfPosition({ ...fixed('8', Date.UTC(2025, 6, 1)), status: PositionStatus.Closed })).toEqual([]);
    expect(
      eventsOfPosition({ ...fixed('8', Date.UTC(2025, 6, 1)), status: PositionStatus.Redeeming }).map((e) => e.kind),
    ).toEqual(['maturity']);
  });
});

describe('the calendar: upcoming events by UTC day', () => {
  const positions = [
    fixed('20', Date.UTC(2025, 6, 1)),
    position({
      position_id: '30',
      product_type: ProductType.Pos,
      pending_redeem_e8: '5',
      pending_redeem_arrival_at: sec(Date.UTC(2025, 5, 30, 23, 59)),
    }),
    fixed('10', NOW - 60_000),
  ];

  it('keeps what is still ahead, earliest first', () => {
    expect(brief(upcomingEvents(positions, NOW))).toEqual([
      ['20', 'renewalCutoff', '2025-06-30T23:30:00.000Z'],
      ['30', 'arrival', '2025-06-30T23:59:00.000Z'],
      ['20', 'maturity', '2025-07-01T00:00:00.000Z'],
    ]);
    // The instant an event happens it is no longer upcoming.
    expect(upcomingEvents(positions, Date.UTC(2025, 6, 1))).toEqual([]);
  });

  it('groups by the UTC day: 30 June 23:59 and 1 July 00:00 are two days', () => {
    const days = groupByUtcDay(upcomingEvents(positions, NOW));
    expect(days.map((d) => [new Date(d.dayMs).toISOString(), d.events.length])).toEqual([
      ['2025-06-30T00:00:00.000Z', 2],
      ['2025-07-01T00:00:00.000Z', 1],
    ]);
  });

  it('orders events at the same moment the same way every time', () => {
    const at = Date.UTC(2025, 6, 1);
    const a = upcomingEvents([fixed('b', at), fixed('a', at)], NOW).map((e) => `${e.position.position_id}-${e.kind}`);
    const b = upcomingEvents([fixed('a', at), fixed('b', at)], NOW).map((e) => `${e.position.position_id}-${e.kind}`);
    expect(a).toEqual(['a-renewalCutoff', 'b-renewalCutoff', 'a-maturity', 'b-maturity']);
    expect(b).toEqual(a);
  });

  it('names each event by its position and kind, so a second export updates it', () => {
    const [first] = eventsOfPosition(fixed('1000140', Date.UTC(2025, 6, 3)));
    expect(first && eventUid(first, 'kestrel.example')).toBe('1000140-maturity@kestrel.example');
    const [later] = eventsOfPosition(fixed('1000140', Date.UTC(2025, 6, 3)));
    expect(later && eventUid(later, 'kestrel.example')).toBe('1000140-maturity@kestrel.example');
  });
});
