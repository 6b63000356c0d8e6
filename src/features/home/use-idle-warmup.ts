import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { filterProducts, groupByFamily, type ListedProduct } from './home-filters';

/**
 * Once the products are on screen and the page is idle, runs the search path once without showing
 * anything: the filter and the URL building the first keystroke needs are then compiled already, so the
 * first keystroke costs what the others do.
 */
export function useIdleWarmup(listed: readonly ListedProduct[] | null): void {
  const router = useRouter();
  useEffect(() => {
    if (!listed || listed.length === 0) return;
    const run = () => {
      groupByFamily(filterProducts(listed, { q: 'A' }, { heldCoins: null }), { q: 'A' });
      router.buildLocation({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, q: 'a' }) } as never);
    };
    return whenIdle(run, { timeoutMs: 3000, fallbackDelayMs: 1000 });
  }, [listed, router]);
}
