import { vi } from 'vitest';
import { resetServerTime } from '@/lib/server-time';
import { ExportEntry } from '@/features/export/export-entry';
import {
  english as translation,
  renderWithQueryClient,
  withSimulatedExchange as withExchange,
} from '../../../support/simulated-exchange';

/** Component tests of the export feature against the simulated exchange (msw/node), in English. */

export { callsTo, loginAs, sentPaths } from '../../../support/simulated-exchange';
export { simulator } from '@/sim/node/sim-server';

/** An English string by `ns:key`, placeholders filled, as the page shows it. */
export function english(key: string, values: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split(':') as [string, string];
  return translation(ns, rest, values);
}

export function withSimulatedExchange(): void {
  withExchange({
    namespaces: ['common', 'errors', 'export'],
    beforeEach: resetServerTime,
    afterEach: () => vi.restoreAllMocks(),
  });
}

export function renderEntry() {
  return renderWithQueryClient(<ExportEntry />);
}

/** Captures files handed to the browser's download manager (blob + name), instead of saving them. */
export function captureSavedFiles(): Array<{ name: string; blob: Blob }> {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    n += 1;
    const url = `blob:test/${n}`;
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (this.download && blob) saved.push({ name: this.download, blob });
  });
  return saved;
}
