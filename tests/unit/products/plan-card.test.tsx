// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlanCard, PlanFact, SettlementFact } from '@/products/offer-list/plan-card';
import { renderWithQueryClient, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['flow'] });

const at = Date.UTC(2026, 11, 4, 8, 0);

function card(props: Partial<Parameters<typeof PlanCard>[0]> = {}) {
  const onClick = vi.fn();
  renderWithQueryClient(
    <ul>
      <PlanCard
        testId="plan"
        stale={false}
        coin="BTC"
        title="BTC / USDT, 7 days"
        tags={<span>VIP</span>}
        facts={
          <>
            <PlanFact term="Entry" testId="entry" valueClassName="tone">
              60,000 USDT
            </PlanFact>
            <SettlementFact term="Settlement" at={at} locale="en-US" />
          </>
        }
        action={{ text: 'Subscribe', label: 'Subscribe to BTC, 7 days', testId: 'open', onClick }}
        {...props}
      >
        <p>Hit on 14 % of days</p>
      </PlanCard>
    </ul>,
  );
  return onClick;
}

describe('a plan card on a quoted family list', () => {
  it('heads the card with its title and tags, lists its facts and opens the plan', async () => {
    const onClick = card();
    const plan = screen.getByTestId('plan');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toMatch(/BTC \/ USDT, 7 daysVIP$/);
    expect(plan.dataset.stale).toBe('false');
    expect(screen.getByTestId('entry').textContent).toBe('60,000 USDT');
    expect(screen.getByTestId('entry').className).toMatch(/ tone$/);
    // Settlement in UTC, as the exchange states it, and in the reader's own time.
    const settlement = (await screen.findByText(/UTC/)).textContent ?? '';
    expect(settlement).toContain('08:00');
    expect(settlement).toContain('your time');
    expect(plan.textContent).toContain('Hit on 14 % of days');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to BTC, 7 days' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a third-level heading inside a group, and a closed plan cannot be opened', () => {
    card({
      headingLevel: 3,
      stale: true,
      action: { text: 'Sold out', testId: 'open', disabled: true, onClick: () => undefined },
    });
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.getByTestId('plan').dataset.stale).toBe('true');
    const button = screen.getByTestId('open') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
