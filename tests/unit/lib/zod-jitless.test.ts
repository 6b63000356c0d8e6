import { config } from 'zod/mini';
import { afterAll, describe, expect, it, vi } from 'vitest';

describe('zod under the strict CSP', () => {
  afterAll(() => config({ jitless: true }));

  it('runs jitless as soon as any schema module loads, whichever chunk loads first', async () => {
    for (const load of [
      () => import('@/api/envelope'),
      () => import('@/api/main/user-profile-schema'),
      () => import('@/api/earn/earn-enum-schemas'),
    ]) {
      config({ jitless: false });
      vi.resetModules();
      await load();
      expect(config().jitless).toBe(true);
    }
  });
});
