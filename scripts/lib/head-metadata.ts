/** The search-engine and social metadata of a static document, as comparable strings. */
export function headMetadata(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  const html1 = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  out['html.lang'] = /lang="([^"]*)"/.exec(html1)?.[1] ?? '';
  out['html.dir'] = /dir="([^"]*)"/.exec(html1)?.[1] ?? '';
  out.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  for (const match of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) {
    out[`${match[1]}:${match[2]}`] = match[3] ?? '';
  }
  out.canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '';
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]}=${m[2]}`,
  );
  out.hreflang = alternates.sort().join(' ');
  return out;
}
