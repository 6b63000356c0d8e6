// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWords } from '@/features/liquidity-mining/format';
import { RiskChart } from '@/features/liquidity-mining/risk-chart';
import { Decimal } from '@/lib/decimal';
import { english, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'liquidity', 'products'] });

const chart = (price: string) => (
  <RiskChart
    value={new Decimal(3000)}
    loan={new Decimal(2000)}
    price={new Decimal(price)}
    quote={2}
    words={makeWords(undefined, 'en')}
  />
);

describe('the position at other prices', () => {
  it('draws equity against the price, with no point off the chart', () => {
    render(chart('60000'));
    const points = document.querySelector('[data-testid="risk-chart"] polyline')?.getAttribute('points') ?? '';
    expect(points.split(' ')).toHaveLength(49);
    expect(points).not.toContain('NaN');
  });

  it('says the pool has no price instead of drawing one it does not have', () => {
    render(chart('0'));
    expect(screen.getByTestId('risk-chart-no-price').textContent).toBe(english('products', 'valuation.noPrice'));
    expect(screen.queryByTestId('risk-chart')).toBeNull();
  });
});
