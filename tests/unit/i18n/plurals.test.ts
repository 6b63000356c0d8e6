import type { TranslationKey } from '@/i18n/translation-key';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { REGIONAL_OVERRIDES, TRANSLATION_LANGUAGES, translationChain } from '@/i18n/locales';
import { NAMESPACES as namespaces, flatten, placeholders, readFlat, readTree as json } from './translation-files';

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const SUFFIX = new RegExp(`_(${CATEGORIES.join('|')})$`);

describe.each(TRANSLATION_LANGUAGES)('plural keys in %s', (language) => {
  const expected = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

  it.each(namespaces)('%s: every plural key has exactly the categories Intl.PluralRules gives', (ns) => {
    const forms = new Map<string, string[]>();
    for (const key of flatten(json(language, ns)).keys()) {
      const match = SUFFIX.exec(key);
      if (match) forms.set(key.replace(SUFFIX, ''), [...(forms.get(key.replace(SUFFIX, '')) ?? []), match[1] ?? '']);
    }
    for (const [base, categories] of forms) expect(categories.sort(), `${language} ${ns}:${base}`).toEqual(expected);
  });
});

/** i18next as the page runs it: every namespace, a regional variant falling back along its chain. */
async function translator(language: string): Promise<(key: string, values?: Record<string, unknown>) => string> {
  const [lng = language, ...fallbacks] = translationChain(language);
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: fallbacks.length > 0 ? fallbacks : false,
    resources: Object.fromEntries(
      [lng, ...fallbacks].map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, json(l, ns)]))]),
    ),
    ns: namespaces,
    interpolation: { escapeValue: false },
  });
  // The keys come from the translation files read at run time, so this `t` takes any string.
  return (key, values) => instance.t(key as TranslationKey, values);
}

describe('counts read with the right form', () => {
  it.each([
    ['ar', 2, 'سنتين'],
    ['ar', 1, 'سنة واحدة'],
    ['ar', 3, '3 سنوات'],
    ['ar', 11, '11 سنة'],
    ['ru', 1, '1 год'],
    ['ru', 3, '3 года'],
    ['ru', 5, '5 лет'],
    ['pl', 2, '2 lata'],
    ['pl', 5, '5 lat'],
    ['en', 1, '1 year'],
    ['en', 2, '2 years'],
  ])('%s: %i years -> %s', async (language, count, expected) => {
    const t = await translator(language);
    expect(t('common:count.years', { count })).toBe(expected);
  });

  it('sentences with counts take the plural form of their number', async () => {
    const ar = await translator('ar');
    const range = ar('export:limits.range', { months: 3, years: 2 });
    expect(range).toContain('3 أشهر');
    expect(range).toContain('سنتين');
    expect(range).not.toContain('2 سنة');
    const en = await translator('en');
    expect(en('export:limits.range', { months: 1, years: 2 })).toMatch(
      /^Up to 1 month per request, starting no more than 2 years ago\./,
    );
    const es = await translator('es');
    expect(es('export:limits.ready', { days: 1 })).toMatch(/durante 1 día\.$/);
  });
});

/** A count in a sentence nests its unit: `$t(common:count.minutes, {"count": {{minutes}} })`. */
const NESTED_COUNT = /\$t\(common:count\.(\w+), \{"count": \{\{(\w+)\}\}/g;
const UNIT_PLACEHOLDERS = ['minutes', 'hours', 'days', 'months', 'years'];
/** Unit placeholders that are not counts in a sentence. */
const NOT_COUNTED = new Set([
  'savings:facts.interestStartDelay', // "T+1": the settlement-day notation, no unit word to agree
]);
const NUMBERS = [0, 1, 2, 5, 11, 21, 100];
/** A number of things written in front of them: the sentence needs plural forms of its own. */
const COUNTED_NOUN = /\{\{\w+\}\} (requests?|rows?|decimal places?|friends?|characters?)\b/;
/** Case variants a language may give a count (ru/uk/pl "через 1 минуту"); the plain form is the default. */
const CONTEXTS = [undefined, 'accusative'];

const english = namespaces.flatMap((ns) =>
  [...readFlat('en', ns)]
    // A key with its own plural forms words its {{count}} itself.
    .filter(([key]) => !SUFFIX.test(key) && (ns !== 'common' || !key.startsWith('count.')))
    .map(([key, text]) => ({ id: `${ns}:${key}`, text })),
);
const counted = english
  .map(({ id, text }) => ({
    id,
    counts: [...text.matchAll(NESTED_COUNT)].map(([, unit, placeholder]) => ({
      unit: unit ?? '',
      placeholder: placeholder ?? '',
    })),
  }))
  .filter(({ counts }) => counts.length > 0);

describe('every count of a unit in a sentence goes through common:count', () => {
  it('English: no unit placeholder and no "{{n}} minutes" outside a nested count', () => {
    const bare = english.filter(
      ({ id, text }) =>
        !NOT_COUNTED.has(id) &&
        (/\{\{\w+\}\} (minutes?|hours?|days?|weeks?|months?|years?)\b/.test(text.replace(NESTED_COUNT, '')) ||
          placeholders(text.replace(/\$t\([^)]*\)/g, '')).some((p) => UNIT_PLACEHOLDERS.includes(p ?? ''))),
    );
    expect(bare.map(({ id, text }) => `${id}: ${text}`)).toEqual([]);
    expect(counted.length).toBeGreaterThan(20);
  });

  it('English: no "{{n}} requests" (rows, decimal places, friends, characters) outside a plural entry', () => {
    const bare = english.filter(({ text }) => COUNTED_NOUN.test(text.replace(NESTED_COUNT, '')));
    expect(bare.map(({ id, text }) => `${id}: ${text}`)).toEqual([]);
  });

  // The count's own rendering, bounded so "1 minute" is not found inside a hard-coded "1 minutes". Scripts
  // without spaces between words (ja, zh, th) run straight on ("30 分間").
  const rendered = (text: string, form: string) =>
    new RegExp(
      `(?<!\\d)${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Arabic}])`,
      'u',
    ).test(text);

  it.each([...TRANSLATION_LANGUAGES, ...REGIONAL_OVERRIDES])(
    '%s: each counted sentence renders its count for 0, 1, 2, 5, 11, 21, 100',
    async (language) => {
      const t = await translator(language);
      const wrong: string[] = [];
      for (const { id, counts } of counted) {
        for (const n of NUMBERS) {
          const values = Object.fromEntries(counts.map(({ placeholder }) => [placeholder, n]));
          const text = t(id, { ...values, coin: 'BTC', percent: '10%', move: '1%', date: 'D', utc: 'U', local: 'L' });
          for (const { unit } of counts) {
            const key = `common:count.${unit}`;
            // Where the unit reads the same for every number (ka, kk, tr keep a case suffix on it), the number is enough.
            const byNumber = new Set(NUMBERS.map((m) => t(key, { count: m }).replace(String(m), '#'))).size > 1;
            const ok = byNumber
              ? CONTEXTS.some((context) => rendered(text, t(key, { count: n, context })))
              : text.includes(String(n));
            if (!ok) wrong.push(`${id} (${n} ${unit}): ${text}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each([
    ['ar', 'liquidity:review.settlesIn', { minutes: 1 }, 'خلال نحو دقيقة واحدة'],
    ['ar', 'liquidity:review.settlesIn', { minutes: 2 }, 'خلال نحو دقيقتين'],
    ['ar', 'liquidity:review.settlesIn', { minutes: 5 }, 'خلال نحو 5 دقائق'],
    ['ar', 'liquidity:review.settlesIn', { minutes: 11 }, 'خلال نحو 11 دقيقة'],
    ['ar', 'wallet:terms.delayed', { hours: 24 }, 'في أي وقت، يصل خلال 24 ساعة'],
    ['ru', 'liquidity:review.settlesIn', { minutes: 1 }, 'Примерно через 1 минуту'],
    ['ru', 'liquidity:review.settlesIn', { minutes: 21 }, 'Примерно через 21 минуту'],
    ['ru', 'liquidity:review.settlesIn', { minutes: 2 }, 'Примерно через 2 минуты'],
    ['ru', 'liquidity:review.settlesIn', { minutes: 11 }, 'Примерно через 11 минут'],
    ['ru', 'wallet:terms.delayed', { hours: 24 }, 'В любое время, зачисление не позднее чем через 24 часа'],
    ['uk', 'liquidity:review.settlesIn', { minutes: 1 }, 'Приблизно через 1 хвилину'],
    ['uk', 'liquidity:review.settlesIn', { minutes: 5 }, 'Приблизно через 5 хвилин'],
    ['uk', 'wallet:terms.delayed', { hours: 1 }, 'Будь-коли, зарахування не пізніше ніж через 1 годину'],
    ['pl', 'liquidity:review.settlesIn', { minutes: 1 }, 'Za około 1 minutę'],
    ['pl', 'liquidity:review.settlesIn', { minutes: 22 }, 'Za około 22 minuty'],
    ['pl', 'liquidity:review.settlesIn', { minutes: 12 }, 'Za około 12 minut'],
    ['pl', 'wallet:terms.delayed', { hours: 24 }, 'W dowolnej chwili, na koncie najpóźniej za 24 godziny'],
    ['ro', 'liquidity:review.settlesIn', { minutes: 20 }, 'În aproximativ 20 de minute'],
    ['en', 'liquidity:review.settlesIn', { minutes: 1 }, 'In about 1 minute'],
  ])('%s %s %o -> %s', async (language, key, values, expected) => {
    const t = await translator(language);
    expect(t(key, values)).toBe(expected);
  });

  it('a sentence with two counts words each with its own form', async () => {
    const ru = await translator('ru');
    expect(ru('discount-buy:help', { average: 30, receipt: 1 })).toBe(
      'Расчёт идёт по средней индексной цене за 30 минут до времени расчёта. Выплата поступает примерно через 1 минуту после расчёта.',
    );
  });
});

/** Sentences with plural forms of their own (`limits.rows_one`, `limits.rows_other`): the count is `count`. */
const ownForms = namespaces.flatMap((ns) => {
  const flat = readFlat('en', ns);
  const bases = [...flat.keys()]
    .filter((key) => SUFFIX.test(key) && !(ns === 'common' && key.startsWith('count.')))
    .map((key) => key.replace(SUFFIX, ''));
  return [...new Set(bases)].map((base) => ({
    id: `${ns}:${base}`,
    placeholders: [
      ...new Set(
        [...flat].filter(([key]) => key.replace(SUFFIX, '') === base).flatMap(([, text]) => placeholders(text)),
      ),
    ],
  }));
});

describe('every counted sentence with its own plural forms', () => {
  it('includes the export, amount, referral and note limits', () => {
    expect(ownForms.map(({ id }) => id)).toEqual(
      expect.arrayContaining([
        'export:limits.quota',
        'export:limits.quotaUnknown',
        'export:limits.rows',
        'export:codes.limitReached',
        'export:list.latestOnly',
        'flow:amount.precision',
        'pages:referral.rule4',
        'wealth:enquiry.noteHint',
      ]),
    );
  });

  it.each([...TRANSLATION_LANGUAGES, ...REGIONAL_OVERRIDES])(
    '%s: reads 0, 1, 2, 5, 11, 21, 100 with the number and a form that changes where its counts change',
    async (language) => {
      const t = await translator(language);
      // A language where every counted unit changes with the number ("1 день", "5 дней") changes these sentences too
      // (Dutch "5 uur" does not, so Dutch may keep one form).
      const masked = (text: string, n: number) => text.replace(new RegExp(`(?<!\\d)${n}(?!\\d)`, 'g'), '#');
      const changes = (at: (n: number) => string) => new Set(NUMBERS.map((n) => masked(at(n), n))).size > 1;
      const inflects = UNIT_PLACEHOLDERS.every((unit) => changes((n) => t(`common:count.${unit}`, { count: n })));
      const wrong: string[] = [];
      for (const { id, placeholders: names } of ownForms) {
        const texts = NUMBERS.map((n) => {
          const text = String(t(id, { ...Object.fromEntries(names.map((name) => [name, String(n)])), count: n }));
          // A form either writes the number or spells it out ("طلب واحد", "Ended in the last day").
          const [ns = '', key = ''] = id.split(':');
          const form = translationChain(language)
            .map((l) => readFlat(l, ns).get(`${key}_${new Intl.PluralRules(language).select(n)}`))
            .find((f) => f !== undefined);
          if (
            text.startsWith(key) ||
            (!text.includes(String(n)) && (form === undefined || placeholders(form).length > 0))
          )
            wrong.push(`${id} (${n}): ${text}`);
          return text;
        });
        if (inflects && !changes((n) => texts[NUMBERS.indexOf(n)] ?? ''))
          wrong.push(`${id}: one form for every number: ${texts[0] ?? ''}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each([
    [
      'ar',
      'export:limits.rows',
      { count: 2, rows: '2' },
      'حتى صفين لكل ملف. إن احتجت إلى أكثر، فقسّم الفترة على عدة طلبات.',
    ],
    [
      'ar',
      'export:limits.rows',
      { count: 10_000, rows: '10,000' },
      'حتى 10,000 صف لكل ملف. إن احتجت إلى أكثر، فقسّم الفترة على عدة طلبات.',
    ],
    ['ar', 'pages:referral.rule4', { count: 11, max: '11' }, 'تُدفع المكافآت عن 11 صديقًا كحد أقصى.'],
    ['ar', 'wealth:enquiry.noteHint', { count: 5, max: '5' }, 'حتى 5 أحرف'],
    [
      'ru',
      'export:codes.limitReached',
      { count: 5, limit: 5, resetTime: 'T' },
      'В день можно отправить 5 запросов. Попробуйте снова после 00:00 UTC (T по вашему времени) или скачайте уже готовый файл.',
    ],
    [
      'ru',
      'flow:amount.precision',
      { count: 2, digits: 2, coin: 'USDT' },
      'В суммах USDT допускается не более 2 знаков после запятой.',
    ],
    [
      'ru',
      'flow:amount.precision',
      { count: 1, digits: 1, coin: 'USDT' },
      'В суммах USDT допускается не более 1 знака после запятой.',
    ],
    [
      'uk',
      'export:limits.quotaUnknown',
      { count: 3, limit: 3 },
      '3 запити на день. Лічильник обнуляється о 00:00 UTC.',
    ],
    [
      'pl',
      'flow:amount.precision',
      { count: 2, digits: 2, coin: 'BTC' },
      'Kwoty w BTC mogą mieć najwyżej 2 miejsca po przecinku.',
    ],
    ['pl', 'wealth:enquiry.noteHint', { count: 500, max: '500' }, 'Do 500 znaków'],
    [
      'en',
      'flow:amount.precision',
      { count: 1, digits: 1, coin: 'BTC' },
      'BTC amounts can have at most 1 decimal place.',
    ],
  ])('%s %s %o -> %s', async (language, key, values, expected) => {
    const t = await translator(language);
    expect(t(key, values)).toBe(expected);
  });
});
