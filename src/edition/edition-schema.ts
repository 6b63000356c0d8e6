import { z } from 'zod';

import { EDITION_IDS, LOCALE_CODE } from './edition-ids.ts';

export { EDITION_IDS, LOCALE_CODE, type EditionId } from './edition-ids.ts';

const localeCode = z.string().regex(LOCALE_CODE, 'must look like en, ja-JP, es-419 or ru-KAZ');
const hostname = z.string().regex(/^[a-z0-9.-]+$/, 'must be a lowercase host name without scheme or port');
const hostPattern = z.string().regex(/^(?:\*\.)?[a-z0-9.-]+$/, 'must be a host name, optionally starting with *.');
const sitePath = z.string().regex(/^\/[\w./-]*$/, 'must be an absolute path on the site');

export const editionSchema = z
  .object({
    id: z.enum(EDITION_IDS),
    brand: z.strictObject({
      name: z.string().min(1).max(24),
      wordmark: z.string().max(24),
      logo: sitePath,
      accent: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a #rrggbb colour'),
    }),
    hosts: z.strictObject({
      production: z.array(hostname).min(1),
      test: z.array(hostPattern),
      testnet: z.array(hostPattern),
    }),
    quoteCoin: z.enum(['USDT', 'USDC']),
    locales: z.array(localeCode).min(1),
    defaultLocale: localeCode,
    languagePicker: z.array(
      z.strictObject({ label: z.string().min(1), lang: z.string().regex(/^[a-z]{2,3}$/), value: z.string().min(2) }),
    ),
    noindex: z.strictObject({
      edition: z.boolean(),
      testHosts: z.boolean(),
      paths: z.array(z.string().regex(/^[\w-]+$/, 'must be a single path segment')),
    }),
    api: z.strictObject({
      host: z.string().min(1),
      earnBase: z.string().min(1),
      websocketHost: z.string().regex(/^wss?:\/\/[a-z0-9.:-]+$/, 'must be a ws:// or wss:// origin'),
    }),
  })
  .strict()
  .superRefine((edition, ctx) => {
    if (!edition.locales.includes(edition.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `must be one of locales (${edition.locales.join(', ')})`,
      });
    }
    if (new Set(edition.locales).size !== edition.locales.length) {
      ctx.addIssue({ code: 'custom', path: ['locales'], message: 'must not repeat a locale' });
    }
    const expectedQuote = edition.id === 'eu' ? 'USDC' : 'USDT';
    if (edition.quoteCoin !== expectedQuote) {
      ctx.addIssue({
        code: 'custom',
        path: ['quoteCoin'],
        message: `the ${edition.id} edition quotes in ${expectedQuote}`,
      });
    }
  });

export type Edition = z.infer<typeof editionSchema>;

/** Validates one edition file; the error names the file, each field and the reason. */
export function parseEdition(file: string, data: unknown): Edition {
  const result = editionSchema.safeParse(data);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid edition file ${file}:\n${reasons.join('\n')}`);
}
