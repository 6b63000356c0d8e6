import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGIONAL_OVERRIDES, translationChain } from '@/i18n/locales';
import { translatorFor } from '../../../scripts/lib/translations';
import { NAMESPACES as namespaces, TRANSLATIONS_DIR as DIR, placeholders, readFlat as read } from './translation-files';

describe.each(REGIONAL_OVERRIDES)('regional override %s', (variant) => {
  const [, ...below] = translationChain(variant);

  it.each(namespaces)(
    '%s: a file (so no request 404s), only English keys, each really different from its base',
    (ns) => {
      const file = path.join(DIR, variant, `${ns}.json`);
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      const english = read('en', ns);
      const resolveBelow = (key: string) =>
        below.map((language) => read(language, ns).get(key)).find((v) => v !== undefined);
      for (const [key, text] of read(variant, ns)) {
        // A plural form the language has and English lacks ("_many") stands for the English sentence's "_other".
        const englishKey = english.has(key) ? key : key.replace(/_(zero|two|few|many)$/, '_other');
        expect(english.has(englishKey), `${variant} ${ns}:${key} is not an English key`).toBe(true);
        expect(placeholders(text), `${variant} ${key}`).toEqual(placeholders(english.get(englishKey) ?? ''));
        expect(text, `${variant} ${ns}:${key} repeats its base`).not.toBe(resolveBelow(key));
      }
    },
  );
});

describe('regional wording', () => {
  it.each([
    ['es-MX', 'account', 'login.usernameRequired', 'Ingresa tu nombre de usuario.'],
    ['es-MX', 'flow', 'amount.required', 'Ingresa un monto.'],
    ['es-AR', 'flow', 'amount.required', 'Ingresá un monto.'],
    ['es-AR', 'flow', 'amount.overMax', 'Lo máximo que podés suscribir es {{limit}}.'],
    ['es-AR', 'common', 'nav.wallet', 'Billetera de rendimientos'],
    ['es-419', 'common', 'nav.wallet', 'Billetera de rendimientos'],
    ['es-ES', 'account', 'login.usernameRequired', 'Introduce tu nombre de usuario.'],
    ['zh-HK', 'common', 'account.menu', '賬戶選單'],
    ['zh-HK', 'errors', 'login.wrongCredentials', '用戶名稱或密碼錯誤。'],
    ['zh-TW', 'common', 'account.menu', '帳戶選單'],
    ['zh-HK', 'common', 'nav.savings', translatorFor('zh-TW')('nav.savings')],
  ])('%s %s:%s reads %s', (locale, ns, key, expected) => {
    expect(translatorFor(locale, ns)(key)).toBe(expected);
  });
});
