import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BusinessError, TransportError } from '@/api/api-error';
import { translationKeyForCode } from '@/api/error-catalogue';
import { EXPORT_CODE_HELP, exportCodeView, explainExportError } from '@/features/export/export-error';

const DIR = path.resolve(import.meta.dirname, '../../../../public/earn/translations/earn-web/en');
const read = (ns: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, `${ns}.json`), 'utf8')) as Record<string, unknown>;
/** A key's English text; a counted sentence ("5 requests a day") by its plural form `_other`. */
const lookup = (key: string) => {
  const [ns, rest] = key.split(':') as [string, string];
  const parts = rest.split('.');
  const parent = parts
    .slice(0, -1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], read(ns)) as
    Record<string, unknown> | undefined;
  const leaf = parts.at(-1) ?? '';
  return parent?.[leaf] ?? parent?.[`${leaf}_other`];
};

const business = (code: number, result: unknown = {}) =>
  new BusinessError(code, 'server words', result, { translationKey: translationKeyForCode('billExport', code) });

describe('export code table', () => {
  it('explains exactly the four export codes of spec §8', () => {
    expect(Object.keys(EXPORT_CODE_HELP).map(Number)).toEqual([303, 326, 327, 328]);
  });

  it.each([303, 326, 327, 328] as const)('code %i has a message and a next step in English', (code) => {
    const help = EXPORT_CODE_HELP[code];
    // The message is the API layer's own catalogue entry for the export domain.
    expect(help.message).toBe(translationKeyForCode('billExport', code));
    expect(typeof lookup(help.message)).toBe('string');
    expect(typeof lookup(help.next)).toBe('string');
  });

  it('maps a server refusal to its message and next step, never the server text', () => {
    const view = explainExportError(business(326));
    expect(view).toMatchObject({
      code: 326,
      messageKey: 'errors:billExport.limitReached',
      nextKey: 'export:codes.limitReached',
      existingRecordId: null,
    });
    expect(JSON.stringify(view)).not.toContain('server words');
  });

  it('points at the request that already covers the period (327 with record_id)', () => {
    expect(explainExportError(business(327, { record_id: '42' })).existingRecordId).toBe('42');
    expect(explainExportError(business(327, {})).existingRecordId).toBeNull();
  });

  it('falls back to the generic catalogue for other failures', () => {
    expect(explainExportError(new TransportError('timeout of 5000 ms exceeded', 'timeout'))).toMatchObject({
      code: null,
      messageKey: 'errors:timeout',
      nextKey: null,
    });
    expect(explainExportError(business(600))).toMatchObject({ code: null, messageKey: 'errors:earn.maintenance' });
    expect(explainExportError(new Error('boom')).messageKey).toBe('errors:generic');
  });

  it('builds the same explanation without a server answer (quota used up before submitting)', () => {
    expect(exportCodeView(326)).toEqual({ ...explainExportError(business(326)), handled: false });
  });
});
