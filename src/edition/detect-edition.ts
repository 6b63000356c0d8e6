import type { Edition } from './edition-schema';
import type { EditionId } from './edition-ids';
import { hostMatches } from './host-patterns';

export interface HostFacts {
  edition: Edition;
  /** A testnet host of the edition. */
  testnet: boolean;
  /** A test, staging or testnet host: never indexed. */
  testHost: boolean;
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Picks the edition for a host name. Production, test and testnet hosts come from the edition files;
 * on a local machine `<edition>.localhost` selects that edition, and `override` (dev builds only) wins.
 * Anything unrecognised is the first edition given (the default, global).
 */
export function detectEdition(editions: readonly Edition[], host: string, override?: EditionId | null): HostFacts {
  const fallback = editions.find((e) => e.id === 'global') ?? editions[0];
  if (!fallback) throw new Error('No edition configured');
  const h = bareHost(host);
  if (override) {
    const chosen = editions.find((e) => e.id === override);
    if (chosen) return { edition: chosen, testnet: false, testHost: false };
  }
  for (const edition of editions) {
    if (edition.hosts.testnet.some((p) => hostMatches(p, h))) return { edition, testnet: true, testHost: true };
  }
  for (const edition of editions) {
    if (edition.hosts.test.some((p) => hostMatches(p, h))) return { edition, testnet: false, testHost: true };
  }
  for (const edition of editions) {
    if (edition.hosts.production.includes(h)) return { edition, testnet: false, testHost: false };
  }
  const local = /^([a-z]+)\.localhost$/.exec(h);
  const localEdition = local && editions.find((e) => e.id === local[1]);
  if (localEdition) return { edition: localEdition, testnet: false, testHost: false };
  return { edition: fallback, testnet: false, testHost: false };
}
