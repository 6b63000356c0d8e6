import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '@/i18n/locales';
import { NAMESPACES as namespaces, flatten, readTree as json } from './translation-files';

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

describe('counts read with the right form', () => {
  async function translator(language: string) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { common: json(language, 'common'), export: json(language, 'export') } },
      ns: ['common', 'export'],
      interpolation: { escapeValue: false },
    });
    return instance.t;
  }

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
    expect(en('export:limits.range', { months: 1, years: 2 })).toMatch(/^Up to 1 month per request, starting no more than 2 years ago\./);
    const es = await translator('es');
    expect(es('export:limits.ready', { days: 1 })).toMatch(/durante 1 día\.$/);
  });
});
