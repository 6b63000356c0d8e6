/** `*.example.com` matches any sub-domain of example.com (not the apex); other patterns match exactly. */
export function hostMatches(pattern: string, host: string): boolean {
  const h = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(1);
    return h.endsWith(suffix) && h.length > suffix.length;
  }
  return h === pattern;
}
