import { describe, expect, it } from 'vitest';
import { pickerEntriesFor } from '@/i18n/language-picker';
import global from '@editions/global.json';
import kz from '@editions/kz.json';

describe('pickerEntriesFor', () => {
  it('drops the placeholder ed-ED and languages the page does not support', () => {
    const values = pickerEntriesFor(global.languagePicker, global.locales).map((e) => e.value);
    expect(values).not.toContain('ed-ED');
    expect(values).toContain('zh-MY');
    expect(values).toContain('ar-SA');
    expect(values.every((v) => global.locales.includes(v))).toBe(true);
  });

  it('keeps a regional list in its own order', () => {
    expect(pickerEntriesFor(kz.languagePicker, kz.locales).map((e) => e.value)).toEqual(['ru-KAZ', 'kk-KAZ', 'en-KAZ']);
  });

  it('filters to what a page supports and removes duplicates', () => {
    const entries = [
      { label: 'A', lang: 'en', value: 'en' },
      { label: 'B', lang: 'en', value: 'en' },
      { label: 'C', lang: 'ja', value: 'ja-JP' },
      { label: 'D', lang: 'ed', value: 'ed-ED' },
    ];
    expect(pickerEntriesFor(entries, ['en', 'ed-ED'])).toEqual([{ label: 'A', lang: 'en', value: 'en' }]);
  });
});
