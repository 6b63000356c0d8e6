// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportStatus, ProductType } from '@/api/earn/earn-enums';
import { parseCsv } from '@/sim/domain/csv';
import { BILL_HEADER } from '@/sim/domain/exports';
import { advanceSimulatedTime, simServer } from '@/sim/node/sim-server';
import {
  callsTo,
  captureSavedFiles,
  english,
  loginAs,
  renderEntry,
  simulator,
  withSimulatedExchange,
} from './support/export-kit';

withSimulatedExchange();

const VERIFIED = '1000001';
const MINUTE = 60_000;

async function openBillTab() {
  renderEntry();
  fireEvent.click(await screen.findByRole('button', { name: english('export:entry.button') }));
  const dialog = await screen.findByRole('dialog', { name: english('export:dialog.title') });
  fireEvent.click(within(dialog).getByRole('tab', { name: english('export:tabs.bill') }));
  expect(
    within(dialog)
      .getByRole('tab', { name: english('export:tabs.bill') })
      .getAttribute('aria-selected'),
  ).toBe('true');
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

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: english('export:form.submit') });

describe('bill export', () => {
  it("counts today's bill requests apart from data exports", async () => {
    await loginAs('verified');
    const dialog = await openBillTab();
    // The seeded history made one bill export an hour before "now".
    expect(within(dialog).getByTestId('export-quota').textContent).toContain('4 left today');
  });

  it('retries a failed export: it is queued again and becomes ready', async () => {
    await loginAs('verified');
    const dialog = await openBillTab();
    const failed = simulator.world.state.exports.find(
      (j) => j.userId === VERIFIED && j.kind === 'bill' && j.status === ExportStatus.Failed,
    );
    if (!failed) throw new Error('the seeded world has a failed bill export');
    const row = rowOf(dialog, failed.id);
    expect(row.textContent).toContain(english('export:status.failed'));
    expect(row.textContent).toContain(english('export:hint.bill.failed'));
    fireEvent.click(within(row).getByRole('button', { name: english('export:actions.retryLabel', { id: failed.id }) }));
    await waitFor(() => expect(rowOf(dialog, failed.id).textContent).toContain(english('export:status.queued')));
    expect(within(rowOf(dialog, failed.id)).getByText(english('export:retried', { id: failed.id }))).toBeTruthy();
    expect(callsTo('retry-bill-export')).toBe(1);
    advanceSimulatedTime(5 * MINUTE);
    await waitFor(() => expect(rowOf(dialog, failed.id).textContent).toContain(english('export:status.ready')), {
      timeout: 10_000,
    });
  }, 20_000);

  it('submits a period for one product family and downloads the statement', async () => {
    await loginAs('verified');
    const dialog = await openBillTab();
    const saved = captureSavedFiles();
    const bodies: unknown[] = [];
    simServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/submit-bill-export'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    fireEvent.change(within(dialog).getByLabelText(english('export:form.products')), { target: { value: 'savings' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: english('export:form.preset.30d') }));
    fireEvent.click(submitButton(dialog));
    const notice = await within(dialog).findByText(/Request \d+ sent/);
    const recordId = /Request (\d+) sent/.exec(notice.textContent ?? '')?.[1] ?? '';
    expect(bodies).toEqual([
      {
        start_at: String(Date.UTC(2025, 4, 4) / 1000),
        end_at: String(Date.UTC(2025, 5, 2) / 1000),
        product_types: [
          ProductType.Flexible,
          ProductType.FixedTerm,
          ProductType.Wealth,
          ProductType.FundPoolPremium,
          ProductType.NetWorth,
        ],
        file_format: 1,
      },
    ]);
    await waitFor(() => expect(rowOf(dialog, recordId).textContent).toContain(english('products:group.savings')));
    advanceSimulatedTime(5 * MINUTE);
    await waitFor(() => expect(rowOf(dialog, recordId).textContent).toContain(english('export:status.ready')), {
      timeout: 10_000,
    });
    expect(rowOf(dialog, recordId).textContent).toContain(english('export:list.expires'));
    fireEvent.click(
      within(rowOf(dialog, recordId)).getByRole('button', {
        name: english('export:actions.downloadLabel', { id: recordId }),
      }),
    );
    await waitFor(() => expect(saved.length).toBe(1));
    const rows = parseCsv(await saved[0]!.blob.text());
    expect(rows[0]).toEqual([...BILL_HEADER]);
    const orders = simulator.world.state.orders.filter(
      (o) =>
        o.userId === VERIFIED &&
        (o.productType === ProductType.Flexible || o.productType === ProductType.FixedTerm) &&
        o.createdAt >= Date.UTC(2025, 4, 4),
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(orders.map((o) => o.id).sort());
    expect(new Set(rows.slice(1).map((r) => r[3]))).not.toContain('Dual');
  }, 20_000);

  it('explains 328 and 327 with what to do next', async () => {
    await loginAs('verified');
    const dialog = await openBillTab();
    simulator.setEndpointFault('submit-bill-export', { code: 328, once: true });
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(english('errors:billExport.invalidRequest'))).toBeTruthy();
    expect(
      within(dialog).getByText(english('export:codes.invalidRequest', { months: 6, years: 2 }), { exact: false }),
    ).toBeTruthy();
    simulator.setEndpointFault('submit-bill-export', { code: 327, once: true });
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(english('errors:billExport.duplicate'))).toBeTruthy();
    // Without a record id from the server the next step still says where to look.
    expect(within(dialog).getByText(english('export:codes.duplicateUnknown'), { exact: false })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    await loginAs('verified');
    const dialog = await openBillTab();
    const billTab = within(dialog).getByRole('tab', { name: english('export:tabs.bill') });
    fireEvent.keyDown(billTab, { key: 'ArrowRight' });
    const dataTab = within(dialog).getByRole('tab', { name: english('export:tabs.data') });
    expect(dataTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(dataTab);
    expect(within(dialog).getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(dataTab.id);
  });
});
