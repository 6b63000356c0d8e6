/**
 * Which translated values may read exactly like the English source.
 *
 * A value identical to English passes only when, once {{placeholders}}, $t() nesting and <tags> are taken
 * out, every word left is allowed: in every language (GLOBAL_WORDS) or in that language (LANGUAGE_WORDS).
 * Values with no words at all ("{{from}} – {{to}}", "≈ {{value}}") are format-only and always pass.
 * Keep both lists small: a word belongs here only when a native speaker would write it exactly so.
 */

/** Names and symbols that stay as they are in every language. */
const GLOBAL_WORDS: Record<string, string> = {
  Launchpool: 'product name, kept in every locale',
  Web3: 'industry name, kept in every locale',
  USDtb: 'coin ticker',
  VIP: 'tier name, written VIP in every locale',
  UTC: 'time standard',
  x: 'leverage multiplier unit ({{leverage}}x)',
};

type LanguageWords = Record<string, { languages: readonly string[]; reason: string }>;

/** Words (or names of several words) genuinely the same in some languages, compared case-insensitively. */
const LANGUAGE_WORDS: LanguageWords = {
  Earn: {
    languages: ['fil', 'id', 'pl'],
    reason: 'the section keeps its English name in these markets, in the navigation as in the heading',
  },
  APR: {
    languages: ['fil', 'id', 'vi'],
    reason: 'the abbreviation is the label these markets use; no local abbreviation',
  },
  Spot: {
    languages: ['es', 'fil', 'fr', 'id', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'tr', 'vi'],
    reason: 'the spot account keeps this name in these markets',
  },
  Pool: {
    languages: ['es', 'fil', 'fr', 'id', 'nl', 'pt', 'pt-BR', 'ro', 'vi'],
    reason: 'loanword for liquidity and staking pools',
  },
  Pools: { languages: ['es', 'fr', 'nl', 'pt', 'pt-BR'], reason: 'plural of the loanword pool' },
  Minimum: { languages: ['fr', 'id', 'pl', 'ro'], reason: 'same word in the language' },
  Bonus: { languages: ['fil', 'fr', 'id', 'nl', 'pl', 'ro', 'tr'], reason: 'same word in the language' },
  Max: { languages: ['fr', 'nl'], reason: 'usual abbreviation of the native maximum' },
  Minute: { languages: ['fr'], reason: 'same word in the language' },
  Minutes: { languages: ['fr'], reason: 'same word in the language' },
  Status: { languages: ['id', 'nl', 'pl'], reason: 'same word in the language' },
  Platform: { languages: ['id', 'nl', 'tr'], reason: 'same word in the language' },
  Type: { languages: ['fr', 'nl'], reason: 'same word in the language' },
  Flexible: { languages: ['es', 'fr'], reason: 'same word in the language' },
  minute: { languages: ['fr'], reason: 'same word in French' },
  minutes: { languages: ['fr'], reason: 'same word in French' },
  h: { languages: ['es', 'fr', 'pt', 'pt-BR', 'ro'], reason: 'hour symbol used in the language' },
  d: { languages: ['es', 'nl', 'pt', 'pt-BR'], reason: 'day symbol used in the language' },
  Legal: { languages: ['es'], reason: 'same word in Spanish' },
  Calendar: { languages: ['ro'], reason: 'same word in Romanian' },
  Quota: { languages: ['fr', 'pt'], reason: 'same word in French and European Portuguese' },
  Action: { languages: ['fr'], reason: 'same word in French' },
  Active: { languages: ['fr'], reason: 'same word in French' },
  Liquidation: { languages: ['fr'], reason: 'same word in French' },
  Participants: { languages: ['fr'], reason: 'same word in French' },
  Position: { languages: ['fr'], reason: 'same word in French' },
  Transaction: { languages: ['fr'], reason: 'same word in French' },
  Details: { languages: ['nl'], reason: 'same word in Dutch' },
  In: { languages: ['nl'], reason: 'same word in Dutch' },
  Live: { languages: ['nl'], reason: 'the usual Dutch word for live' },
  Orders: { languages: ['nl'], reason: 'same word in Dutch' },
  Product: { languages: ['nl'], reason: 'same word in Dutch' },
  // Place names (edition wordmarks) that the language writes exactly as English does.
  'Hong Kong': { languages: ['es', 'fil', 'fr', 'id', 'pt', 'pt-BR', 'ro', 'tr'], reason: 'place name spelt the same' },
  Indonesia: { languages: ['es', 'fil', 'id', 'vi'], reason: 'place name spelt the same' },
  Georgia: { languages: ['es', 'fil', 'id', 'ro'], reason: 'place name spelt the same' },
  Kazakhstan: { languages: ['fil', 'fr', 'id', 'vi'], reason: 'place name spelt the same' },
  UAE: { languages: ['fil', 'vi'], reason: 'the usual short name in the language' },
  EU: { languages: ['nl'], reason: 'the Dutch abbreviation too' },
  Türkiye: { languages: ['tr'], reason: 'the country name in Turkish' },
};

const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .match(/\p{L}[\p{L}\p{N}]*/gu) ?? [];

const globalWords = new Set(Object.keys(GLOBAL_WORDS).map((w) => w.toLowerCase()));

function allowedWords(language: string): Set<string> {
  const out = new Set(globalWords);
  for (const [word, { languages }] of Object.entries(LANGUAGE_WORDS)) {
    if (languages.includes(language)) for (const part of word.split(' ')) out.add(part.toLowerCase());
  }
  return out;
}

/** Whether `language` may keep `english` unchanged. */
export function mayMatchEnglish(language: string, english: string): boolean {
  const allowed = allowedWords(language);
  return words(english).every((w) => allowed.has(w.toLowerCase()));
}
