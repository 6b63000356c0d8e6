/**
 * A stand-in for `tldts` in demo builds. msw keeps mocked cookies in tough-cookie, which asks tldts for a
 * host's registrable domain; the full public-suffix list is 250 KB of the simulator chunk and the demo only
 * ever runs on 127.0.0.1, localhost or a plain test host. Enabled by a build alias (see docs/simulator.md).
 */
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The last two labels of a host name ("www.kestrel.example" -> "kestrel.example"); null for IPs and single labels. */
export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (IPV4.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  if (labels.length < 2) return null;
  return labels.slice(-2).join('.');
}

export function getPublicSuffix(host: string): string | null {
  const labels = host.replace(/\.$/, '').toLowerCase().split('.');
  return labels.length > 0 ? (labels.at(-1) ?? null) : null;
}
