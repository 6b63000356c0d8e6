import { builtEdition, editions } from 'virtual:edition';
import type { EditionId } from './edition-ids';
import { detectEdition, type HostFacts } from './detect-edition';

const OVERRIDE_KEY = 'earn.dev.edition';

/** Dev-only: `?edition=eu` picks an edition on a shared host and is remembered for the tab. */
function devOverride(): EditionId | null {
  if (!import.meta.env.DEV || typeof window === 'undefined') return null;
  const fromQuery = new URLSearchParams(window.location.search).get('edition');
  try {
    if (fromQuery) window.sessionStorage.setItem(OVERRIDE_KEY, fromQuery);
    return (fromQuery ?? window.sessionStorage.getItem(OVERRIDE_KEY)) as EditionId | null;
  } catch {
    return fromQuery as EditionId | null;
  }
}

function resolve(): HostFacts {
  const host = typeof window === 'undefined' ? 'localhost' : window.location.host;
  if (builtEdition) {
    const facts = detectEdition([builtEdition], host);
    return { ...facts, edition: builtEdition };
  }
  return detectEdition(editions, host, devOverride());
}

export const hostFacts: HostFacts = resolve();
export const edition = hostFacts.edition;
