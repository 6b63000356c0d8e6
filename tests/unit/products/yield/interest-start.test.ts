import { describe, expect, it } from 'vitest';
import { interestStartFor } from '@/products/yield/interest-start';

const at = (iso: string) => Date.parse(iso);

describe('interestStartFor: the product rule applied to the clock', () => {
  it('without a start delay (flexible, an 8-hour term) interest starts at the next full hour, the same day', () => {
    expect(interestStartFor(0, null, at('2025-06-02T21:30:00Z'))).toBe(at('2025-06-02T22:00:00Z'));
    expect(interestStartFor(0, null, at('2025-06-02T23:59:59Z'))).toBe(at('2025-06-03T00:00:00Z'));
    // On the hour: the next one, as the exchange accrues whole hours only.
    expect(interestStartFor(0, null, at('2025-06-02T22:00:00Z'))).toBe(at('2025-06-02T23:00:00Z'));
  });

  it('with T+1 it starts at 00:00 UTC of the next day, T+2 the day after', () => {
    expect(interestStartFor(1, null, at('2025-06-02T21:30:00Z'))).toBe(at('2025-06-03T00:00:00Z'));
    expect(interestStartFor(2, null, at('2025-06-02T00:10:00Z'))).toBe(at('2025-06-04T00:00:00Z'));
  });

  it("keeps the exchange's answer while it holds, and moves on from it once the clock passed it", () => {
    // Answered at 21:30 for 22:00; at 21:45 it still holds.
    expect(interestStartFor(0, at('2025-06-02T22:00:00Z'), at('2025-06-02T21:45:00Z'))).toBe(
      at('2025-06-02T22:00:00Z'),
    );
    // At 22:05 a subscription starts earning at 23:00, not at the 22:00 answered earlier.
    expect(interestStartFor(0, at('2025-06-02T22:00:00Z'), at('2025-06-02T22:05:00Z'))).toBe(
      at('2025-06-02T23:00:00Z'),
    );
    // A later answer (processing time before activation) is never brought forward.
    expect(interestStartFor(0, at('2025-06-03T01:00:00Z'), at('2025-06-02T22:05:00Z'))).toBe(
      at('2025-06-03T01:00:00Z'),
    );
  });
});
