import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '@/i18n/warm-intl';

describe('warmIntl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the locale formatters in an idle callback, not during the call', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const built = vi.spyOn(Intl, 'NumberFormat');
    warmIntl('de-DE');
    expect(built).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(built).toHaveBeenCalledWith('de-DE', expect.anything());
    built.mockRestore();
  });

  it('leaves a tag Intl rejects to the formatters themselves', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    warmIntl('not a tag!');
    expect(() => idle.forEach((run) => run())).not.toThrow();
  });
});
