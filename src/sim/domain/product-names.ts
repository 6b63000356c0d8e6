import en from '../../../public/earn/translations/earn-web/en/products.json';
import ar from '../../../public/earn/translations/earn-web/ar/products.json';
import es from '../../../public/earn/translations/earn-web/es/products.json';
import fil from '../../../public/earn/translations/earn-web/fil/products.json';
import fr from '../../../public/earn/translations/earn-web/fr/products.json';
import id from '../../../public/earn/translations/earn-web/id/products.json';
import ja from '../../../public/earn/translations/earn-web/ja/products.json';
import ka from '../../../public/earn/translations/earn-web/ka/products.json';
import kk from '../../../public/earn/translations/earn-web/kk/products.json';
import nl from '../../../public/earn/translations/earn-web/nl/products.json';
import pl from '../../../public/earn/translations/earn-web/pl/products.json';
import pt from '../../../public/earn/translations/earn-web/pt/products.json';
import pt_BR from '../../../public/earn/translations/earn-web/pt-BR/products.json';
import ro from '../../../public/earn/translations/earn-web/ro/products.json';
import ru from '../../../public/earn/translations/earn-web/ru/products.json';
import th from '../../../public/earn/translations/earn-web/th/products.json';
import tr from '../../../public/earn/translations/earn-web/tr/products.json';
import uk from '../../../public/earn/translations/earn-web/uk/products.json';
import vi from '../../../public/earn/translations/earn-web/vi/products.json';
import zh_CN from '../../../public/earn/translations/earn-web/zh-CN/products.json';
import zh_TW from '../../../public/earn/translations/earn-web/zh-TW/products.json';

/**
 * Product and position names in the language of the request's `Lang` header, as the real exchange sends
 * them: the family name from the product translations, the coins as they are, the term in the language's
 * own unit ("30 días", "30 дн.", "30天"), direction as an arrow. Names the patterns do not know stay as built.
 */

type FamilyNames = (typeof en)['family'];
const FAMILY_NAMES: Record<string, { family: FamilyNames }> = {
  en,
  ar,
  es,
  fil,
  fr,
  id,
  ja,
  ka,
  kk,
  nl,
  pl,
  pt,
  'pt-BR': pt_BR,
  ro,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zh_CN,
  'zh-TW': zh_TW,
};

/** Languages whose unit data the browser may lack (Chromium: ka, kk); their day and hour words do not inflect. */
const UNIT_WORDS: Record<string, { day: string; hour: string }> = {
  ka: { day: 'დღე', hour: 'სთ' },
  kk: { day: 'күн', hour: 'сағ' },
};

interface NameParts {
  coins: string;
  family: keyof FamilyNames;
  term?: { value: number; unit: 'day' | 'hour' } | undefined;
  mark?: string;
  suffix?: string;
}

const days = (value: string | undefined) => (value ? { value: Number(value), unit: 'day' as const } : undefined);
const UP = '↑';
const DOWN = '↓';

const PATTERNS: [RegExp, (m: RegExpExecArray) => NameParts][] = [
  [/^(\S+) VIP Flexible Savings$/, (m) => ({ coins: `${m[1]} VIP`, family: 'flexible' })],
  [/^(\S+) Flexible Savings$/, (m) => ({ coins: m[1] ?? '', family: 'flexible' })],
  [
    /^(\S+) (\d+)([DH]) (VIP )?Fixed$/,
    (m) => ({
      coins: `${m[1]}${m[4] ? ' VIP' : ''}`,
      family: 'fixed',
      term: { value: Number(m[2]), unit: m[3] === 'H' ? 'hour' : 'day' },
    }),
  ],
  // Managed strategies (Stable Income, Wealth Builder …): the family name, told apart by coin and term.
  [
    /^(\S+) (?:Stable Income|Wealth Builder|Balanced Growth) (\d+)D$/,
    (m) => ({ coins: m[1] ?? '', family: 'wealth', term: days(m[2]) }),
  ],
  [
    /^(\S+) (\d+)D Promotion #(\d+)$/,
    (m) => ({ coins: m[1] ?? '', family: 'fixed', term: days(m[2]), suffix: `#${m[3]}` }),
  ],
  [/^(\S+) On-chain Staking(?: (\d+)D)?$/, (m) => ({ coins: m[1] ?? '', family: 'pos', term: days(m[2]) })],
  [/^(\S+) Liquid Staking$/, (m) => ({ coins: m[1] ?? '', family: 'pos', suffix: '(LST)' })],
  [/^(\S+) Double-Win (\d+)D$/, (m) => ({ coins: m[1] ?? '', family: 'double-win', term: days(m[2]) })],
  [/^(\S+) Discount Buy (\d+)D$/, (m) => ({ coins: m[1] ?? '', family: 'discount-buy', term: days(m[2]) })],
  [
    /^(\S+) Smart Leverage (Up|Down) (\d+)D$/,
    (m) => ({ coins: m[1] ?? '', family: 'smart-leverage', mark: m[2] === 'Up' ? UP : DOWN, term: days(m[3]) }),
  ],
  [/^(\S+) Launchpool \(stake (\S+)\)$/, (m) => ({ coins: m[1] ?? '', family: 'launchpool', suffix: `(${m[2]})` })],
  [/^(\S+) Pool$/, (m) => ({ coins: m[1] ?? '', family: 'liquidity' })],
  [
    /^(\S+) (Bullish|Bearish) Shark Fin (\d+)D$/,
    (m) => ({ coins: m[1] ?? '', family: 'structured', mark: m[2] === 'Bullish' ? UP : DOWN, term: days(m[3]) }),
  ],
  [/^(\S+) Premium Fund Pool (\d+)D$/, (m) => ({ coins: m[1] ?? '', family: 'fund-pool-premium', term: days(m[2]) })],
  [/^(\S+) Private Wealth (\d+)D$/, (m) => ({ coins: m[1] ?? '', family: 'private-wealth', term: days(m[2]) })],
  [/^(\S+) Cloud Mining (\d+)D$/, (m) => ({ coins: m[1] ?? '', family: 'cloud', term: days(m[2]) })],
  [/^(\S+) DeFi Mining (\d+)D$/, (m) => ({ coins: m[1] ?? '', family: 'defi', term: days(m[2]) })],
  [
    /^(\S+-\S+) (\d+)([dh])$/,
    (m) => ({ coins: m[1] ?? '', family: 'dual', term: { value: Number(m[2]), unit: m[3] === 'h' ? 'hour' : 'day' } }),
  ],
];

function termText(term: NonNullable<NameParts['term']>, language: string): string {
  const words = UNIT_WORDS[language.split('-')[0] ?? ''];
  if (words) return `${term.value} ${words[term.unit]}`;
  return new Intl.NumberFormat(language, { style: 'unit', unit: term.unit, unitDisplay: 'short' }).format(term.value);
}

/** Chinese regions written in the other script than their language's first file suggests. */
const CHINESE: Record<string, string> = { 'zh-HK': 'zh-TW', 'zh-MO': 'zh-TW', zh: 'zh-CN' };

/** The language whose product translations answer a `Lang` header (es-MX -> es, zh-HK -> zh-TW, ka-GEO -> ka). */
function answerLanguage(lang: string | null): string {
  if (!lang) return 'en';
  const base = lang.split('-')[0] ?? 'en';
  const found = [lang, CHINESE[lang], base === 'zh' ? 'zh-CN' : base].find(
    (candidate) => candidate !== undefined && candidate in FAMILY_NAMES,
  );
  return found ?? 'en';
}

/** The name of a product in the language of a `Lang` header (`ja-JP`, `ka-GEO`); English when there is none. */
export function localizedProductName(name: string, lang: string | null): string {
  const language = answerLanguage(lang);
  const names = FAMILY_NAMES[language];
  if (!names || language === 'en') return name;
  for (const [pattern, parts] of PATTERNS) {
    const match = pattern.exec(name);
    if (!match) continue;
    const p = parts(match);
    return [p.coins, names.family[p.family], p.mark, p.term && termText(p.term, language), p.suffix]
      .filter(Boolean)
      .join(' ');
  }
  return name;
}

/** An answer with every `product_name` in the request's language (a copy: stored state is never touched). */
export function localizeProductNames<T>(payload: T, lang: string | null): T {
  if (answerLanguage(lang) === 'en') return payload;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'product_name' && typeof inner === 'string' ? localizedProductName(inner, lang) : walk(inner),
      ]),
    );
  };
  return walk(payload) as T;
}
