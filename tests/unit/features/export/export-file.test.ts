// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExportFileName, fetchExportFile, fileNameFromDisposition } from '@/features/export/export-file';
import { saveBlob } from '@/lib/save-blob';
import { prefersPlainLink } from '@/platform/download-mode';

describe('file names', () => {
  it('reads the name the server gives, in either form, and keeps only a base name', () => {
    expect(fileNameFromDisposition('attachment; filename="records-2025-01-01-to-2025-01-07-9.csv"')).toBe(
      'records-2025-01-01-to-2025-01-07-9.csv',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('names a file by kind, UTC days and request when the server does not', () => {
    expect(defaultExportFileName('data', '17', '2025-01-01', '2025-01-31')).toBe(
      'earn-records-2025-01-01-to-2025-01-31-17.csv',
    );
    expect(defaultExportFileName('bill', '18', '2025-01-01', '2025-01-31')).toBe(
      'earn-bills-2025-01-01-to-2025-01-31-18.csv',
    );
  });
});

describe('fetching and saving', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the body and the server name of a successful answer', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('\uFEFFa,b\r\n', { headers: { 'Content-Disposition': 'attachment; filename="x.csv"' } }),
    );
    const file = await fetchExportFile('https://files.example/x', fetchImpl as unknown as typeof fetch);
    expect(file.fileName).toBe('x.csv');
    expect(await file.blob.text()).toBe('\uFEFFa,b\r\n');
  });

  it('throws on a refused link (an expired signed URL answers 403)', async () => {
    const fetchImpl = vi.fn(async () => new Response('<Error/>', { status: 403 }));
    await expect(fetchExportFile('https://files.example/x', fetchImpl as unknown as typeof fetch)).rejects.toThrow(
      '403',
    );
  });

  it('hands the blob to an <a download> and revokes the object URL later', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(new Blob(['x']), 'file.csv');
    expect(create).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    expect(clicked[0]?.download).toBe('file.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:test/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('uses a plain link in the app and the mini-program, a saved file elsewhere', () => {
    expect(['app', 'pc_tg', 'ios_tg', 'android_tg'].every((p) => prefersPlainLink(p as never))).toBe(true);
    expect(prefersPlainLink('pc')).toBe(false);
    expect(prefersPlainLink('h5')).toBe(false);
  });
});
