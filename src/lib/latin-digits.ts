/**
 * The numbering rule of every page: Latin digits in every language. Amounts typed in a field, chart labels,
 * ISO dates and figures that never pass through Intl are Latin, so a formatter writing Intl's Arabic-Indic
 * default (ar-SA) would put two numbering systems on one screen. Every shared formatter applies this to the
 * locale it is given, so no page can write other digits by passing the bare locale.
 */

const tags = new Map<string, string>();

/**
 * The tag with Latin digits stated: `ar-SA` -> `ar-SA-u-nu-latn`, `fr-FR` -> `fr-FR-u-nu-latn` (the same output
 * where Latin already is the default). Stated for every locale rather than only where the default differs: asking
 * a NumberFormat for the default would load the locale's Intl data in the start-up script (about 130 ms at 4x
 * CPU in the entry's longest task), which warm-intl loads in idle moments instead; Intl.Locale only parses.
 */
export function withLatinDigits(tag: string): string {
  let found = tags.get(tag);
  if (found === undefined) {
    found = new Intl.Locale(tag, { numberingSystem: 'latn' }).toString();
    tags.set(tag, found);
  }
  return found;
}
