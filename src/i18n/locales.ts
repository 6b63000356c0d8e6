import { LOCALE_CODE } from '@/edition/edition-ids';
import { isRtlLocale } from '@/lib/bidi';
import { withLatinDigits } from '@/lib/latin-digits';

/** Languages with a complete set of translation files (every key of every namespace). */
export const TRANSLATION_LANGUAGES = [
  'en',
  'ar',
  'es',
  'fil',
  'fr',
  'id',
  'ja',
  'ka',
  'kk',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

/**
 * Regional variants that read differently from their base language: one file per namespace holding only the
 * keys whose wording differs, layered over the base in the chain (es-AR -> es-419 -> es -> en). Why other
 * regions have none: docs/locales.md.
 */
export const REGIONAL_OVERRIDES = ['es-419', 'es-AR', 'zh-HK'] as const;

export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number] | (typeof REGIONAL_OVERRIDES)[number];

/** Locales whose nearest translation is not found by dropping the region. */
const ALIASES: Record<string, TranslationLanguage> = { 'zh-MY': 'zh-CN', zh: 'zh-CN' };

/** The language a regional override sits on. */
const OVERRIDE_BASE: Record<string, TranslationLanguage> = { 'es-419': 'es', 'es-AR': 'es-419', 'zh-HK': 'zh-TW' };

/** Spanish outside Spain (and Equatorial Guinea) reads as Latin American Spanish. */
const SPAIN_REGIONS = new Set(['ES', 'ESP', 'GQ', 'GNQ']);

/** ISO 3166 alpha-3 regions used by regional editions, mapped to the alpha-2 form BCP 47 expects. */
const REGION_ALPHA2: Record<string, string> = {
  KAZ: 'KZ',
  TUR: 'TR',
  GEO: 'GE',
  IDN: 'ID',
  POL: 'PL',
  ROU: 'RO',
  ESP: 'ES',
  PRT: 'PT',
};

/** Locales whose region alone does not say the script: Malaysian Chinese is written in Simplified characters. */
const SCRIPTED_TAGS: Record<string, string> = { 'zh-MY': 'zh-Hans-MY' };

function isTranslationLanguage(value: string): value is TranslationLanguage {
  return (
    (TRANSLATION_LANGUAGES as readonly string[]).includes(value) ||
    (REGIONAL_OVERRIDES as readonly string[]).includes(value)
  );
}

/** The variant a locale starts from before its base language: es-MX -> es-419, zh-HK -> zh-HK. */
function regionalStart(locale: string): string | undefined {
  if (isTranslationLanguage(locale)) return locale;
  const [language, region] = locale.split('-');
  if (language === 'es' && region && !SPAIN_REGIONS.has(region.toUpperCase())) return 'es-419';
  return ALIASES[locale];
}

/** The translation files tried for a locale, most specific first, always ending in en (es-MX -> es-419 -> es -> en). */
export function translationChain(locale: string): TranslationLanguage[] {
  const base = locale.split('-')[0] ?? 'en';
  const start = regionalStart(locale);
  const candidates: (string | undefined)[] = [];
  for (let step = start; step; step = OVERRIDE_BASE[step]) candidates.push(step);
  // A bare language reaches its default variant (zh -> zh-CN); a named variant (zh-HK, zh-TW) never crosses scripts.
  candidates.push(base, start ? undefined : ALIASES[base], 'en');
  const chain: TranslationLanguage[] = [];
  for (const candidate of candidates) {
    if (candidate && isTranslationLanguage(candidate) && !chain.includes(candidate)) chain.push(candidate);
  }
  return chain;
}

/** A valid BCP 47 tag for `<html lang>`, hreflang and Intl (ru-KAZ -> ru-KZ). */
export function bcp47(locale: string): string {
  const scripted = SCRIPTED_TAGS[locale];
  if (scripted) return scripted;
  const [language, region] = locale.split('-');
  if (!region) return locale;
  return `${language}-${REGION_ALPHA2[region] ?? region}`;
}

/** The locale Intl formats with: the BCP 47 tag with Latin digits (ar-SA -> ar-SA-u-nu-latn; see latin-digits). */
export function intlLocale(locale: string): string {
  return withLatinDigits(bcp47(locale));
}

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return isRtlLocale(locale) ? 'rtl' : 'ltr';
}

/** The path prefix of a locale: `en` is the unprefixed default, every other locale is its own segment. */
export function localePrefix(locale: string): string {
  return locale === 'en' ? '' : `/${locale}`;
}

export type LocaleSegment =
  | { kind: 'supported'; locale: string }
  /** A supported locale typed in another case (JA-jp): the URL is corrected. */
  | { kind: 'miscased'; locale: string }
  /** Shaped like a locale but not offered here: falls back and the URL is corrected. */
  | { kind: 'unknown' }
  /** Not a locale at all (e.g. `earn`, `index.html`). */
  | { kind: 'none' };

const LOCALE_SHAPE = /^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/i;

export function classifyLocaleSegment(segment: string | undefined, supported: readonly string[]): LocaleSegment {
  if (!segment || segment.length > 12)
    return segment && LOCALE_SHAPE.test(segment) ? { kind: 'unknown' } : { kind: 'none' };
  if (supported.includes(segment) && LOCALE_CODE.test(segment)) return { kind: 'supported', locale: segment };
  const lower = segment.toLowerCase();
  const match = supported.find((locale) => locale.toLowerCase() === lower);
  if (match) return { kind: 'miscased', locale: match };
  if (LOCALE_SHAPE.test(segment) && segment.toLowerCase() !== 'earn') return { kind: 'unknown' };
  return { kind: 'none' };
}

/** Splits `/ja-JP/earn/home/` into its first segment and the rest. */
export function splitFirstSegment(pathname: string): { first: string | undefined; rest: string } {
  const match = /^\/([^/]*)(\/.*)?$/.exec(pathname);
  if (!match) return { first: undefined, rest: pathname };
  return { first: match[1], rest: match[2] ?? '/' };
}

/**
 * Resolves the locale of a path for an edition: which locale to render, and the corrected path when the
 * prefix was miscased, unknown, or missing on an edition whose default locale carries a prefix.
 */
export function resolvePathLocale(
  pathname: string,
  supported: readonly string[],
  defaultLocale: string,
): { locale: string; correctedPath: string | null } {
  const { first, rest } = splitFirstSegment(pathname);
  const segment = classifyLocaleSegment(first, supported);
  switch (segment.kind) {
    case 'supported':
      // `/en/...` is the unprefixed default written out: drop the prefix.
      return { locale: segment.locale, correctedPath: localePrefix(segment.locale) === '' ? rest : null };
    case 'miscased':
      return { locale: segment.locale, correctedPath: `${localePrefix(segment.locale)}${rest}` };
    case 'unknown': {
      const fallback = supported.includes('en') ? 'en' : defaultLocale;
      return { locale: fallback, correctedPath: `${localePrefix(fallback)}${rest}` };
    }
    case 'none': {
      const needsPrefix = localePrefix(defaultLocale) !== '';
      return { locale: defaultLocale, correctedPath: needsPrefix ? `${localePrefix(defaultLocale)}${pathname}` : null };
    }
  }
}

/** The query parameter of the login page naming the page to return to (spec §8). */
const RETURN_PARAM = 'redirect_url';

function withPrefix(pathname: string, target: string, supported: readonly string[]): string {
  const { first, rest } = splitFirstSegment(pathname);
  const kind = classifyLocaleSegment(first, supported).kind;
  return `${localePrefix(target)}${kind === 'none' ? pathname : rest}`;
}

/**
 * The language switch: rewrites or inserts the prefix of the current path for the target locale. A return
 * path in the query (the login page's `redirect_url`) moves with it, since the user returns to a page in its
 * own language: someone who switches language on the login page lands in the language they chose. The rest of
 * the query is kept as written.
 */
export function switchLocalePath(
  pathname: string,
  search: string,
  target: string,
  supported: readonly string[],
): string {
  const query = search.replace(/^\?/, '');
  const moved =
    query === ''
      ? ''
      : `?${query
          .split('&')
          .map((part) => {
            const [name, value = ''] = part.split(/=(.*)/s);
            if (name !== RETURN_PARAM) return part;
            let path: string;
            try {
              path = decodeURIComponent(value.replace(/\+/g, ' '));
            } catch {
              return part;
            }
            // Only an app path is moved; anything else is left for the login page to refuse.
            return /^\/(?![/\\])/.test(path)
              ? `${name}=${encodeURIComponent(pathInLocale(path, target, supported))}`
              : part;
          })
          .join('&')}`;
  return `${withPrefix(pathname, target, supported)}${moved}`;
}

/** Canonical form of an app path: /earn prefix added when missing, one trailing slash, no duplicate slashes. */
export function canonicalPath(path: string): string {
  let p = `/${path}`.replace(/\/{2,}/g, '/');
  const { first, rest } = splitFirstSegment(p);
  const hasLocale = first !== undefined && LOCALE_CODE.test(first);
  const body = hasLocale ? rest : p;
  const withEarn = body === '/earn' || body.startsWith('/earn/') ? body : `/earn${body === '/' ? '' : body}`;
  p = `${hasLocale ? `/${first}` : ''}${withEarn}`;
  return p.endsWith('/') ? p : `${p}/`;
}

/** A same-origin app path (path, query, hash) moved to `locale`, its query and hash kept as written. */
export function pathInLocale(target: string, locale: string, supported: readonly string[]): string {
  const match = /^([^?#]*)(.*)$/s.exec(target);
  const [, pathname = target, rest = ''] = match ?? [];
  return `${withPrefix(pathname, locale, supported)}${rest}`;
}
