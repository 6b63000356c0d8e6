import { describe, expect, it } from 'vitest';
import { findCycles, layerViolation, type ImportEdge } from '../../../scripts/lib/layers';

describe('layer rule on resolved paths', () => {
  it.each([
    ['src/features/home/a.tsx', 'src/products/families.ts', null],
    ['src/features/home/a.tsx', 'src/features/home/b.ts', null],
    ['src/app/main.tsx', 'src/sim/browser/start.ts', null],
    ['src/products/order-flow/x.ts', 'src/ui/button.tsx', null],
    ['src/sim/domain/x.ts', 'src/api/earn/earn-enums.ts', null],
    ['src/features/home/a.tsx', 'src/features/orders/b.ts', 'another feature'],
    ['src/features/home/a.tsx', 'src/app/shell/header.tsx', 'src/app'],
    ['src/products/families.ts', 'src/features/home/a.tsx', 'sits below features'],
    ['src/ui/button.tsx', 'src/products/families.ts', 'Shared code'],
    ['src/lib/decimal.ts', 'src/i18n/locales.ts', 'bottom layer'],
    ['src/sim/domain/x.ts', 'src/realtime/live-topic.ts', 'back end'],
    ['src/app/shell/header.tsx', 'src/sim/browser/start.ts', 'Only src/app/main.tsx'],
    ['src/floor/main.tsx', 'src/i18n/translation-path.ts', null],
    ['src/floor/main.tsx', 'src/i18n/i18n-instance.ts', 'translation-path.ts alone'],
    ['src/floor/main.tsx', 'src/lib/decimal.ts', 'translation-path.ts alone'],
    ['src/app/main.tsx', 'src/floor/main.tsx', 'nothing imports it'],
  ])('%s -> %s', (from, to, message) => {
    const why = layerViolation(from, to);
    if (message === null) expect(why).toBeNull();
    else expect(why).toContain(message);
  });
});

describe('import cycles', () => {
  const edge = (from: string, to: string, extra: Partial<ImportEdge> = {}): ImportEdge => ({
    from,
    to,
    typeOnly: false,
    dynamic: false,
    ...extra,
  });

  it('finds a cycle of value imports, however long', () => {
    expect(findCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(findCycles([edge('a', 'a')])).toEqual([['a']]);
  });

  it('ignores type-only and dynamic imports, which close no cycle at start-up', () => {
    expect(findCycles([edge('a', 'b'), edge('b', 'a', { typeOnly: true })])).toEqual([]);
    expect(findCycles([edge('a', 'b'), edge('b', 'a', { dynamic: true })])).toEqual([]);
  });
});
