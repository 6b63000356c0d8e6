import { describe, expect, it } from 'vitest';
import { handOverFile } from '@/platform/hand-over-file';

const ics = () => new File(['BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'], 'earn-calendar.ics', { type: 'text/calendar' });

/** A share sheet that takes files (or not), recording what it was given. */
function shareSheet(takesFiles: boolean, answer: () => Promise<void> = () => Promise.resolve()) {
  const shared: File[][] = [];
  return {
    shared,
    nav: {
      canShare: (data?: ShareData) => takesFiles && (data?.files?.length ?? 0) > 0,
      share: (data?: ShareData) => {
        shared.push([...(data?.files ?? [])]);
        return answer();
      },
    },
  };
}

describe('handing a file over in a webview', () => {
  it('gives the file itself to the share sheet in the app and the mini-program', async () => {
    for (const platform of ['app', 'ios_tg', 'android_tg', 'pc_tg'] as const) {
      const sheet = shareSheet(true);
      expect(await handOverFile(ics(), platform, sheet.nav)).toBe('shared');
      expect(sheet.shared.map((files) => files.map((f) => `${f.name} ${f.type}`))).toEqual([
        ['earn-calendar.ics text/calendar'],
      ]);
    }
  });

  it('says so where nothing can take it: no share sheet, one without files, or one that fails', async () => {
    expect(await handOverFile(ics(), 'app', undefined)).toBe('unsupported');
    expect(await handOverFile(ics(), 'app', { share: () => Promise.resolve() })).toBe('unsupported');
    const noFiles = shareSheet(false);
    expect(await handOverFile(ics(), 'app', noFiles.nav)).toBe('unsupported');
    expect(noFiles.shared).toEqual([]);
    expect(
      await handOverFile(
        ics(),
        'app',
        shareSheet(true, () => Promise.reject(new DOMException('denied', 'NotAllowedError'))).nav,
      ),
    ).toBe('unsupported');
  });

  it('a share the user dismissed is theirs to repeat, not a failure', async () => {
    expect(
      await handOverFile(
        ics(),
        'ios_tg',
        shareSheet(true, () => Promise.reject(new DOMException('dismissed', 'AbortError'))).nav,
      ),
    ).toBe('cancelled');
  });
});
