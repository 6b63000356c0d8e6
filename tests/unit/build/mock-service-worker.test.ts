import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoServiceWorker } from '../../../scripts/lib/mock-service-worker';
import { withHandledWorkerUpdates } from '@/sim/browser/handled-worker-updates';

const MSW_WORKER = path.resolve(import.meta.dirname, '../../../node_modules/msw/lib/mockServiceWorker.js');

describe("the demo build of msw's worker", () => {
  it('no longer unregisters itself when a page closes (that raced the next page of the tab), and keeps the rest', () => {
    const source = fs.readFileSync(MSW_WORKER, 'utf8');
    expect(source).toContain('self.registration.unregister()');
    const demo = demoServiceWorker(source);
    expect(demo).not.toContain('registration.unregister');
    expect(demo).toContain("case 'CLIENT_CLOSED'");
    expect(demo).toContain('activeClientIds.delete(clientId)');
    expect(demo).toContain('INTEGRITY_CHECKSUM');
  });

  it('fails the build when msw changed the part it removes', () => {
    expect(() => demoServiceWorker('self.addEventListener("message", () => {})')).toThrow(/msw changed/);
  });
});

describe('withHandledWorkerUpdates', () => {
  const original = (globalThis as { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration;
  afterEach(() => {
    (globalThis as { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration = original;
    vi.restoreAllMocks();
  });

  it('handles the rejection of an update nobody awaits (as msw does) with a warning, and restores update after start', async () => {
    class Registration {
      update(): Promise<void> {
        return Promise.reject(
          new TypeError("Failed to update a ServiceWorker for scope ('/') with script ('/mockServiceWorker.js')"),
        );
      }
    }
    const plain = Registration.prototype.update;
    (globalThis as { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration = Registration;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const result = await withHandledWorkerUpdates(async () => {
        void new Registration().update();
        return 'started';
      });
      expect(result).toBe('started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be updated'), expect.any(TypeError));
    expect(Registration.prototype.update).toBe(plain);
  });

  it('a caller that awaits update still sees its outcome', async () => {
    class Registration {
      update(): Promise<string> {
        return Promise.reject(new Error('offline'));
      }
    }
    (globalThis as { ServiceWorkerRegistration?: unknown }).ServiceWorkerRegistration = Registration;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await withHandledWorkerUpdates(async () => {
      await expect(new Registration().update()).rejects.toThrow('offline');
    });
  });
});
