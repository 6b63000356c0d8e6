/**
 * The numbering rule of every page: Latin digits in every language. Amounts typed in a field, chart labels,
 * ISO dates and figures that never pass through Intl are Latin, so a formatter writing Intl's Arabic-Indic
 * default (ar-SA) would put two numbering systems on one screen. Every shared formatter applies this to the
 * locale it is given, so no page can write other digits by passing the bare locale.
 */

const tags = new Map<string, string>();

/** The tag with Latin digits: `ar-SA` -> `ar-SA-u-nu-latn`; unchanged where the default already is Latin. */
export function withLatinDigits(tag: string): string {
  let found = tags.get(tag);
  if (found === undefined) {
    const numbering = new Intl.NumberFormat(tag).resolvedOptions().numberingSystem;
    found = numbering === 'latn' ? tag : new Intl.Locale(tag, { numberingSystem: 'latn' }).toString();
    tags.set(tag, found);
  }
  return found;
}
