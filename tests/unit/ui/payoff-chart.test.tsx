// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { PayoffChart, type PayoffChartProps } from '@/ui/payoff-chart/payoff-chart';

const d = (v: string | number) => new Decimal(v);
// A step payoff: 1 below 100, 3 from 100 on.
const valueAt = (p: Decimal) => (p.lessThan(100) ? d(1) : d(3));
const props: PayoffChartProps = {
  testId: 'demo',
  title: 'Payoff of the demo',
  description: 'One below 100, three from 100 on.',
  domain: { lo: d(50), hi: d(150) },
  range: { min: d(0), max: d(4) },
  pieces: [
    [
      { price: d(50), value: d(1) },
      { price: d(100), value: d(1) },
    ],
    [
      { price: d(100), value: d(3) },
      { price: d(150), value: d(3) },
    ],
  ],
  bands: [
    { to: d(100), tone: 'neutral', label: 'Low' },
    { from: d(100), tone: 'gain', label: 'High' },
  ],
  markers: [
    { price: d(100), tone: 'level', tick: '100' },
    { price: d(75), tone: 'spot', label: 'Now' },
  ],
  guides: [{ value: d(2), label: 'Paid in' }],
  axis: { lower: 'Lower', higher: 'Higher' },
  probe: {
    label: 'Try a price',
    step: d(1),
    initial: d(75),
    valueAt,
    priceText: (p) => `${p.toFixed()} USDT`,
    readout: (p, v) => `At ${p.toFixed()}: ${v.toFixed()}`,
  },
  table: {
    testId: 'demo-table',
    caption: 'Figures',
    columns: ['Price', 'Value'],
    rows: [
      { key: '99', cells: ['99', '1'] },
      { key: '100', cells: ['100', '3'], mark: 'edge' },
    ],
  },
};

describe('PayoffChart', () => {
  it('names the picture, draws the jump between pieces dashed, and reads any price with the probe', () => {
    const { container } = render(<PayoffChart {...props} />);
    expect(screen.getByRole('img', { name: /Payoff of the demo/ })).toBeTruthy();
    const paths = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
    // The line: two pieces; the jump: one dashed segment at the same x (price 100).
    expect(paths[0]?.match(/M /g)).toHaveLength(2);
    expect(paths).toHaveLength(2);
    const jump = paths[1] ?? '';
    expect(jump).toMatch(/^M [\d.]+ [\d.]+ L /);
    const [, x1, , x2] = /M ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+)/.exec(jump) ?? [];
    expect(x1).toBe(x2);
    const readout = screen.getByTestId('demo-probe-readout');
    expect(readout.textContent).toBe('At 75: 1');
    const slider = screen.getByTestId('demo-probe') as HTMLInputElement;
    expect(slider.getAttribute('aria-valuetext')).toBe('75 USDT');
    fireEvent.change(slider, { target: { value: '60' } });
    expect(readout.textContent).toBe('At 110: 3');
    const table = screen.getByTestId('demo-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.querySelector('tr[data-edge]')?.textContent).toBe('1003');
    expect(screen.getByRole('region', { name: 'Figures' })).toBeTruthy();
  });

  it('keeps the dot inside the chart when the value leaves the range', () => {
    const { container } = render(<PayoffChart {...props} probe={{ ...props.probe, valueAt: () => d(99) }} />);
    const dot = container.querySelector('[data-testid="demo-probe-dot"]');
    expect(Number(dot?.getAttribute('cy'))).toBeGreaterThanOrEqual(0);
  });
});
