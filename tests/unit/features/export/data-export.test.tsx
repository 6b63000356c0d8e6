// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ExportStatus } from '@/api/earn/earn-enums';
import { onLoginRequest } from '@/platform/login-request';
import { unbrokenDate } from '@/lib/bidi';
import { parseCsv } from '@/sim/domain/csv';
import { DATA_HEADER } from '@/sim/domain/exports';
import { advanceSimulatedTime, simServer } from '@/sim/node/sim-server';
import {
  callsTo,
  captureSavedFiles,
  english,
  loginAs,
  renderEntry,
  sentPaths,
  simulator,
  withSimulatedExchange,
} from './support/export-kit';

withSimulatedExchange();

const VERIFIED = '1000001';
const MINUTE = 60_000;
const SLOW = { timeout: 10_000 };

async function openDialog() {
  renderEntry();
  fireEvent.click(await screen.findByRole('button', { name: english('export:entry.button') }));
  const dialog = await screen.findByRole('dialog', { name: english('export:dialog.title') });
  // The list has loaded (and taught the page the server's clock) once the quota line shows a number.
  await within(dialog).findByText(/left today/);
  return dialog;
}

function rowOf(dialog: HTMLElement, recordId: string): HTMLElement {
  const row = within(dialog)
    .getAllByTestId('export-row')
    .find((el) => el.dataset.recordId === recordId);
  if (!row) throw new Error(`no row ${recordId}`);
  return row;
}

function pickCustom(dialog: HTMLElement, start: string, end: string) {
  fireEvent.click(within(dialog).getByRole('radio', { name: english('export:form.preset.custom') }));
  fireEvent.change(within(dialog).getByLabelText(english('export:form.from')), { target: { value: start } });
  fireEvent.change(within(dialog).getByLabelText(english('export:form.to')), { target: { value: end } });
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: english('export:form.submit') });

describe('data export', () => {
  it('asks a visitor to log in instead of opening', async () => {
    const requests = vi.fn();
    const stop = onLoginRequest(requests);
    renderEntry();
    const button = await screen.findByRole('button', { name: english('export:entry.button') });
    await waitFor(() => expect(sentPaths).toContain('/x-api/v2/private/user/profile'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(button);
    expect(requests).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });

  it("states the limits, with today's remaining count, before anything is sent", async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    expect(within(dialog).getByText(english('export:limits.range', { months: 6, years: 2 }))).toBeTruthy();
    expect(within(dialog).getByTestId('export-quota').textContent).toContain('5 requests per day, 5 left today');
    expect(within(dialog).getByText(english('export:limits.ready', { days: 7 }))).toBeTruthy();
    expect(within(dialog).getByText(english('export:limits.rows', { count: 10_000, rows: '10,000' }))).toBeTruthy();
    // Past requests: id, UTC period and local submit time in the fixed format.
    const rows = within(dialog).getAllByTestId('export-row');
    expect(rows.length).toBe(2);
    expect(within(rows[0]!).getByTestId('export-period').textContent).toMatch(
      /^\d{4}\u2060-\u2060\d{2}\u2060-\u2060\d{2} to \d{4}\u2060-\u2060\d{2}\u2060-\u2060\d{2}$/,
    );
    expect(within(rows[0]!).getByTestId('export-submitted').textContent).toMatch(
      /^\d{4}\u2060-\u2060\d{2}\u2060-\u2060\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('refuses bad ranges in place, with the typed dates kept, and sends nothing', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    pickCustom(dialog, '2025-05-20', '2025-05-10');
    expect(await within(dialog).findByText(english('export:validation.endBeforeStart'))).toBeTruthy();
    fireEvent.click(submitButton(dialog));
    pickCustom(dialog, '2025-05-20', '2025-06-03');
    expect(
      within(dialog).getByText(english('export:validation.future', { today: unbrokenDate('2025-06-02', 'en') })),
    ).toBeTruthy();
    pickCustom(dialog, '2024-11-01', '2025-05-31');
    expect(within(dialog).getByText(english('export:validation.tooLong', { months: 6 }))).toBeTruthy();
    pickCustom(dialog, '2023-06-01', '2023-06-30');
    expect(
      within(dialog).getByText(
        english('export:validation.tooFarBack', { years: 2, earliest: unbrokenDate('2023-06-02', 'en') }),
      ),
    ).toBeTruthy();
    fireEvent.click(submitButton(dialog));
    expect((within(dialog).getByLabelText(english('export:form.from')) as HTMLInputElement).value).toBe('2023-06-01');
    expect(callsTo('data-export/create')).toBe(0);
  });

  it('requests a period as UTC midnights, follows the job to ready and saves the CSV of the records', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    const saved = captureSavedFiles();
    const created: unknown[] = [];
    simServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/data-export/create'))
        void request
          .clone()
          .json()
          .then((b) => created.push(b));
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: english('export:form.preset.7d') }));
    expect(
      within(dialog).getByText(
        english('export:form.summary', {
          start: unbrokenDate('2025-05-27', 'en'),
          end: unbrokenDate('2025-06-02', 'en'),
        }),
      ),
    ).toBeTruthy();
    fireEvent.click(submitButton(dialog));
    const notice = await within(dialog).findByText(/Request \d+ sent/);
    const recordId = /Request (\d+) sent/.exec(notice.textContent ?? '')?.[1] ?? '';
    expect(created).toEqual([
      { export_start_at: String(Date.UTC(2025, 4, 27) / 1000), export_end_at: String(Date.UTC(2025, 5, 2) / 1000) },
    ]);
    expect(callsTo('data-export/create')).toBe(1);

    // Queued: progress shown and the list refreshes by itself.
    await waitFor(() => expect(rowOf(dialog, recordId).textContent).toContain(english('export:status.queued')));
    expect(within(rowOf(dialog, recordId)).getByRole('progressbar').getAttribute('value')).toBe('1');
    expect(within(dialog).getByText(english('export:list.autoRefresh'))).toBeTruthy();
    expect(within(dialog).getByTestId('export-quota').textContent).toContain('4 left today');
    advanceSimulatedTime(2 * MINUTE);
    await waitFor(
      () => expect(rowOf(dialog, recordId).textContent).toContain(english('export:status.processing')),
      SLOW,
    );
    advanceSimulatedTime(3 * MINUTE);
    await waitFor(() => expect(rowOf(dialog, recordId).textContent).toContain(english('export:status.ready')), SLOW);
    expect(within(rowOf(dialog, recordId)).queryByRole('progressbar')).toBeNull();

    fireEvent.click(
      within(rowOf(dialog, recordId)).getByRole('button', {
        name: english('export:actions.downloadLabel', { id: recordId }),
      }),
    );
    await waitFor(() => expect(saved.length).toBe(1));
    expect(saved[0]!.name).toBe(`records-2025-05-27-to-2025-06-02-${recordId}.csv`);
    const text = await saved[0]!.blob.text();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...DATA_HEADER]);
    const from = Date.UTC(2025, 4, 27);
    const expected = simulator.world.state.records.filter(
      (r) => r.userId === VERIFIED && r.createdAt >= from && r.createdAt < Date.UTC(2025, 5, 2, 9),
    );
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(expected.map((r) => r.id).sort());
    // The link renders after the download answer; the saved file can land first.
    await waitFor(() =>
      expect(within(rowOf(dialog, recordId)).getByTestId('export-file-link').getAttribute('href')).toContain(
        '/sim-files/data/',
      ),
    );
  }, 30_000);

  it('explains 303 (nothing in the period) with the next step', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    pickCustom(dialog, '2024-01-01', '2024-01-31');
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(english('errors:billExport.noRecord'))).toBeTruthy();
    expect(within(dialog).getByText(english('export:codes.noRecord'), { exact: false })).toBeTruthy();
    expect((within(dialog).getByLabelText(english('export:form.from')) as HTMLInputElement).value).toBe('2024-01-01');
  });

  it('explains 327 (same request twice) and points at the existing request', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    fireEvent.click(submitButton(dialog));
    const notice = await within(dialog).findByText(/Request \d+ sent/);
    const recordId = /Request (\d+) sent/.exec(notice.textContent ?? '')?.[1] ?? '';
    await waitFor(() => expect(submitButton(dialog).hasAttribute('disabled')).toBe(false));
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(english('errors:billExport.duplicate'))).toBeTruthy();
    expect(
      within(dialog).getByText(english('export:codes.duplicate', { id: recordId }), { exact: false }),
    ).toBeTruthy();
    expect(rowOf(dialog, recordId).dataset.highlight).toBe('true');
    expect(callsTo('data-export/create')).toBe(2);
  });

  it('explains 326 before the limit is hit, and when the server says so', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    simulator.setEndpointFault('data-export/create', { code: 326, once: true });
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(english('errors:billExport.limitReached'))).toBeTruthy();
    expect(within(dialog).getByText(/You can make 5 requests a day/)).toBeTruthy();

    // Use up today's requests: the form then says so and does not send a sixth.
    const presets = ['7d', '30d', '3m', '6m'] as const;
    for (const preset of presets) {
      fireEvent.click(within(dialog).getByRole('radio', { name: english(`export:form.preset.${preset}`) }));
      fireEvent.click(submitButton(dialog));
      await within(dialog).findByText(/Request \d+ sent/);
    }
    pickCustom(dialog, '2025-05-20', '2025-06-01');
    fireEvent.click(submitButton(dialog));
    await within(dialog).findByText(/Request \d+ sent/);
    await waitFor(() => expect(within(dialog).getByTestId('export-quota').textContent).toContain('0 left today'));
    expect(submitButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(english('errors:billExport.limitReached'))).toBeTruthy();
    const sent = callsTo('data-export/create');
    fireEvent.click(submitButton(dialog));
    expect(callsTo('data-export/create')).toBe(sent);
  });

  it('cancels a running job and deletes a finished one, each after a confirmation', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    fireEvent.click(submitButton(dialog));
    const notice = await within(dialog).findByText(/Request \d+ sent/);
    const recordId = /Request (\d+) sent/.exec(notice.textContent ?? '')?.[1] ?? '';
    await waitFor(() => rowOf(dialog, recordId));

    fireEvent.click(
      within(rowOf(dialog, recordId)).getByRole('button', {
        name: english('export:actions.cancelLabel', { id: recordId }),
      }),
    );
    expect(within(rowOf(dialog, recordId)).getByText(english('export:confirm.cancel', { id: recordId }))).toBeTruthy();
    expect(callsTo('data-export/cancel')).toBe(0);
    fireEvent.click(within(rowOf(dialog, recordId)).getByRole('button', { name: english('export:confirm.keep') }));
    expect(callsTo('data-export/cancel')).toBe(0);
    fireEvent.click(
      within(rowOf(dialog, recordId)).getByRole('button', {
        name: english('export:actions.cancelLabel', { id: recordId }),
      }),
    );
    fireEvent.click(within(rowOf(dialog, recordId)).getByRole('button', { name: english('export:confirm.cancelYes') }));
    await waitFor(() => expect(rowOf(dialog, recordId).textContent).toContain(english('export:status.cancelled')));
    expect(simulator.world.state.exports.find((j) => j.id === recordId)?.status).toBe(ExportStatus.Cancelled);

    fireEvent.click(
      within(rowOf(dialog, recordId)).getByRole('button', {
        name: english('export:actions.deleteLabel', { id: recordId }),
      }),
    );
    fireEvent.click(within(rowOf(dialog, recordId)).getByRole('button', { name: english('export:confirm.deleteYes') }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('export-row')
          .some((el) => el.dataset.recordId === recordId),
      ).toBe(false),
    );
    expect(callsTo('data-export/cancel')).toBe(2);
  });

  it('logs and shows a failed download, and still offers the link', async () => {
    await loginAs('verified');
    const dialog = await openDialog();
    captureSavedFiles();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    simServer.use(
      http.get('*/x-api/s1/byfi/sim-files/*', () => new HttpResponse('<Error>AccessDenied</Error>', { status: 403 })),
    );
    fireEvent.click(submitButton(dialog));
    const notice = await within(dialog).findByText(/Request \d+ sent/);
    const recordId = /Request (\d+) sent/.exec(notice.textContent ?? '')?.[1] ?? '';
    advanceSimulatedTime(5 * MINUTE);
    await waitFor(() => expect(rowOf(dialog, recordId).textContent).toContain(english('export:status.ready')), SLOW);
    fireEvent.click(
      within(rowOf(dialog, recordId)).getByRole('button', {
        name: english('export:actions.downloadLabel', { id: recordId }),
      }),
    );
    expect(await within(rowOf(dialog, recordId)).findByText(english('errors:downloadFailed'))).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`export ${recordId} failed`), expect.any(Error));
    expect(within(rowOf(dialog, recordId)).getByTestId('export-file-link').getAttribute('href')).toContain(
      '/sim-files/',
    );
  }, 20_000);
});

describe('data export in the app webview', () => {
  it('shows the file link for the platform to open instead of saving a blob', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) KestrelApp/4.2.0');
    await loginAs('verified');
    const dialog = await openDialog();
    const saved = captureSavedFiles();
    const ready = simulator.world.state.exports.find(
      (j) => j.userId === VERIFIED && j.kind === 'data' && j.status === ExportStatus.Ready,
    );
    if (!ready) throw new Error('the seeded world has a ready data export');
    fireEvent.click(
      within(rowOf(dialog, ready.id)).getByRole('button', {
        name: english('export:actions.downloadLabel', { id: ready.id }),
      }),
    );
    expect(await within(rowOf(dialog, ready.id)).findByText(english('export:download.tapLink'))).toBeTruthy();
    const link = within(rowOf(dialog, ready.id)).getByRole('link', {
      name: english('export:download.openFile', { id: ready.id }),
    });
    expect(link.getAttribute('href')).toContain(`/sim-files/data/${ready.id}/`);
    expect(saved).toEqual([]);
    expect(sentPaths.filter((p) => p.includes('/sim-files/'))).toEqual([]);
  });
});
