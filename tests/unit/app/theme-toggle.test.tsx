// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeToggle } from '@/app/shell/theme-toggle';

beforeAll(async () => {
  const common = JSON.parse(readFileSync('public/earn/translations/earn-web/en/common.json', 'utf8')) as object;
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', react: { useSuspense: false } });
});

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
});

/** The header draws two toggles (desktop row and mobile row); the page has one theme. */
function bothToggles() {
  render(
    <>
      <ThemeToggle />
      <ThemeToggle />
    </>,
  );
  return screen.getAllByRole('button');
}

describe('theme toggle', () => {
  it('switching with one toggle turns the other one too', async () => {
    const [desktop, mobile] = bothToggles();
    fireEvent.click(desktop!);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    await waitFor(() => expect(mobile!.textContent).toBe('☀'));
    expect(mobile!.getAttribute('aria-label')).toBe('Switch to light theme');
    // One press of the other toggle goes back to light: it does not first set the theme already shown.
    fireEvent.click(mobile!);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    await waitFor(() => expect(desktop!.textContent).toBe('☾'));
  });

  it('follows the page theme set elsewhere', async () => {
    const [desktop] = bothToggles();
    expect(desktop!.getAttribute('aria-label')).toBe('Switch to dark theme');
    act(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await waitFor(() => expect(desktop!.textContent).toBe('☀'));
  });
});
