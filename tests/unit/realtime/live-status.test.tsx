// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '@/i18n/current-locale';
import { liveOrPolled, polledIsNewer } from '@/realtime/live-topic';
import { LiveStatus } from '@/ui/live-status';

const DIR = path.resolve(import.meta.dirname, '../../../public/earn/translations/earn-web');
const live = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, language, 'live.json'), 'utf8')) as Record<string, string>;

beforeAll(async () => {
  const instance = i18next.isInitialized ? i18next : i18next.use(initReactI18next);
  if (!i18next.isInitialized) {
    await instance.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: {},
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  i18next.addResourceBundle('en', 'live', live('en'), true, true);
  i18next.addResourceBundle('ru', 'live', live('ru'), true, true);
});

afterEach(async () => {
  cleanup();
  setCurrentLocale('en');
  await i18next.changeLanguage('en');
});

// 14:03:27 in the browser's (the test process's) time zone.
const AT = new Date(2026, 0, 1, 14, 3, 27).getTime();

describe('LiveStatus', () => {
  it.each([
    ['live', 'Live'],
    ['connecting', 'Connecting…'],
    ['reconnecting', 'Reconnecting…'],
  ] as const)('%s reads "%s" in a polite status region', async (status, text) => {
    await i18next.changeLanguage('en');
    render(<LiveStatus status={status} staleSince={null} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe(text);
    expect(region.getAttribute('data-live-status')).toBe(status);
  });

  it('stale shows the local time it went stale, 24 h to the second', () => {
    render(<LiveStatus status="stale" staleSince={AT} />);
    expect(screen.getByRole('status').textContent).toBe('Stale since 14:03:27');
  });

  it('stale without a time says it is not live', () => {
    render(<LiveStatus status="stale" staleSince={null} />);
    expect(screen.getByRole('status').textContent).toBe('Not live');
  });

  it('a stale stream whose figures come from a newer polled answer says when it was polled, not "stale"', () => {
    render(<LiveStatus status="stale" staleSince={AT} polledAt={AT + 30_000} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Updated by polling at 14:03:57');
    expect(region.getAttribute('data-live-status')).toBe('polled');
  });

  it('follows the page language', async () => {
    setCurrentLocale('ru');
    await i18next.changeLanguage('ru');
    render(<LiveStatus status="stale" staleSince={AT} />);
    expect(screen.getByRole('status').textContent).toBe('Не обновляется с 14:03:27');
  });
});

describe('polledIsNewer', () => {
  it.each([
    // A live stream keeps its figures, whatever was polled.
    [{ status: 'live', staleSince: null }, AT + 1, false],
    [{ status: 'reconnecting', staleSince: null }, AT + 1, false],
    // Stale: the polled answer wins only when it came after the stream's last word (then the figure moves
    // with the polls and says so); an older one leaves the stream's last figures frozen under "Stale since".
    [{ status: 'stale', staleSince: AT }, AT + 30_000, true],
    [{ status: 'stale', staleSince: AT }, AT - 1, false],
    [{ status: 'stale', staleSince: AT }, null, false],
    [{ status: 'stale', staleSince: null }, AT, true],
  ] as const)('%j polled at %s -> %s', (live, polledAt, expected) => {
    expect(polledIsNewer(live, polledAt)).toBe(expected);
  });
});

describe('liveOrPolled', () => {
  const live = { status: 'live', staleSince: null } as const;
  const staleAt = (t: number) => ({ status: 'stale', staleSince: t }) as const;
  it.each([
    // Live streams: nothing polled is shown.
    [[live, live], AT, { status: 'live', staleSince: null, polledAt: null }],
    // Any stale stream makes the figures stale since the earliest stop.
    [[live, staleAt(AT)], AT - 1, { status: 'stale', staleSince: AT, polledAt: null }],
    [[staleAt(AT), staleAt(AT + 10)], AT + 20, { status: 'stale', staleSince: AT, polledAt: AT + 20 }],
    // The poll must be newer than every stale stream's last word.
    [[staleAt(AT), staleAt(AT + 10)], AT + 5, { status: 'stale', staleSince: AT, polledAt: null }],
    [[staleAt(AT)], null, { status: 'stale', staleSince: AT, polledAt: null }],
    [[{ status: 'stale', staleSince: null }], AT, { status: 'stale', staleSince: null, polledAt: AT }],
  ] as const)('%j polled at %s -> %j', (streams, polledAt, expected) => {
    expect(liveOrPolled(streams, polledAt)).toEqual(expected);
  });
});
