import { describe, expect, it } from 'vitest';
import { faultFor } from '@/sim/faults/fault-config';
import { formatFaults, parseSimParams } from '@/sim/faults/parse-sim-param';

describe('?sim= parameter', () => {
  it('reads world options, endpoint faults and socket faults', () => {
    const p = parseSimParams([
      'seed:7;speed:120;catalogue:500;pay-order=code:302;get-coins=latency:2000,once',
      'ws:quote=refuse;ws:public=drop:3000;fail:order;maintenance:6',
    ]);
    expect(p).toMatchObject({ seed: 7, speed: 120, catalogueSize: 500, failOrder: true, maintenance: [6], errors: [] });
    expect(p.faults.endpoints).toEqual({ 'pay-order': { code: 302 }, 'get-coins': { latencyMs: 2000, once: true } });
    expect(p.faults.sockets).toEqual({
      quote: { mode: 'refuse', afterMs: 0 },
      public: { mode: 'drop', afterMs: 3000 },
    });
  });

  it('collects what it cannot read instead of failing', () => {
    const p = parseSimParams(['seed:x;pay-order=explode;ws:moon=drop;reset;panel:off;memory;clear']);
    expect(p.errors).toEqual(['seed:x', 'pay-order=explode', 'ws:moon=drop']);
    expect(p).toMatchObject({ reset: true, panel: false, memory: true, clear: true });
  });

  it('round-trips faults through the URL syntax', () => {
    const p = parseSimParams(['*=timeout;profile=schema,http500;ws:private=refuse']);
    expect(parseSimParams([formatFaults(p.faults)]).faults).toEqual(p.faults);
  });

  it('matches a fault by full path, last segment or wildcard', () => {
    const { faults } = parseSimParams(['profile=code:10007;data-export/create=malformed']);
    expect(faultFor(faults, 'v2/private/user/profile')?.fault.code).toBe(10007);
    expect(faultFor(faults, 'data-export/create')?.fault.malformed).toBe(true);
    expect(faultFor(faults, 'get-coins')).toBeNull();
  });
});
