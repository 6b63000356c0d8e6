// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { grayCookieName } from '@/products/gray-release';
import { callsTo, english, loginAs, renderApp, simulator, withSimulatedExchange } from '../savings/support/test-app';

withSimulatedExchange();

function cardIds(): string[] {
  return [...document.querySelectorAll('article[data-product-id]')].map(
    (el) => el.getAttribute('data-product-id') ?? '',
  );
}

async function waitForCards() {
  await screen.findByText(/^Products found: \d+/, {}, { timeout: 5000 });
  // The cards follow the count in a transition (ProductResults renders them from a deferred copy).
  await waitFor(() => expect(document.querySelector('article[data-product-id]')).not.toBeNull());
}

describe('earn home', () => {
  it('groups products by family with links to each family page', async () => {
    await renderApp('/earn/home/');
    await waitForCards();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    for (const family of [
      'flexible',
      'fixed',
      'pos',
      'dual',
      'launchpool',
      'liquidity',
      'double-win',
      'discount-buy',
      'smart-leverage',
      'structured',
      'wealth',
      'fund-pool-premium',
    ]) {
      expect(headings.some((h) => h.startsWith(english('products', `family.${family}`)))).toBe(true);
    }
    const usdt = document.querySelector('article[data-product-id="4001"]') as HTMLElement;
    expect(within(usdt).getByRole('link').getAttribute('href')).toContain('/earn/savings/?');
    expect(usdt.textContent).toContain('1.5%–10%');
    expect(usdt.textContent).toContain(english('home', 'card.bonus', { apr: '1%' }));
    const soldOut = document.querySelector('article[data-product-id="6005"]') as HTMLElement;
    expect(soldOut.textContent).toContain(english('home', 'availability.soldOut'));
    expect(within(soldOut).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const comingSoon = document.querySelector('article[data-product-id="4014"]') as HTMLElement;
    expect(comingSoon.textContent).toContain(english('home', 'availability.comingSoon'));
    const dual = document.querySelector('article[data-product-id="2001"]') as HTMLElement;
    expect(within(dual).getByRole('link').getAttribute('href')).toBe('/earn/dual-asset-mining/?id=2001');
    // Each card says what sets it apart: the coins of a dual-asset pair, the reward coin of a launchpool.
    expect(dual.textContent).toContain(english('home', 'card.converts', { coin: 'USDT', returnCoin: 'BTC' }));
    const launchpool = document.querySelector('article[data-product-id^="3"]') as HTMLElement;
    expect(launchpool.textContent).toMatch(new RegExp(english('home', 'card.earns', { coin: '[A-Z]+' })));
    // A quoted product names its underlying (two double-win cards of USDT never read alike) and, having no
    // APR, says how it pays instead of "APR 0%".
    for (const id of ['10001', '12001']) {
      const card = document.querySelector(`article[data-product-id="${id}"]`) as HTMLElement;
      expect(card.textContent).toContain(id === '10001' ? 'BTC-USDT Double-Win 3D' : 'BTC Smart Leverage Up 1D');
      expect(card.textContent).toContain(english('home', 'card.bySettlement'));
      expect(card.textContent).not.toContain(english('home', 'card.apr'));
      expect(card.textContent).not.toMatch(/\b0%/);
    }
    // Structured products link to their own page.
    const structured = document.querySelector('article[data-product-id="7001"]') as HTMLElement;
    expect(within(structured).getByRole('link').getAttribute('href')).toBe('/earn/structured-products/');
  });

  it('a product without a page of its own opens its terms, not the list it came from', async () => {
    await renderApp('/earn/home/');
    await waitForCards();
    const cloud = document.querySelector('article[data-product-id="1"]') as HTMLElement;
    expect(within(cloud).getByRole('link').getAttribute('href')).toBe('/earn/home/?product=1');
    fireEvent.click(within(cloud).getByRole('link'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('BTC Cloud Mining 180D');
    expect(dialog.textContent).toContain(english('home', 'availability.ended'));
    expect(dialog.textContent).toContain(english('home', 'about.ended'));
    expect(
      within(dialog)
        .getByRole('link', { name: english('home', 'about.wallet') })
        .getAttribute('href'),
    ).toBe('/earn/wallet/');
  });

  it('a product link that matches nothing says so', async () => {
    await renderApp('/earn/home/?product=999999');
    await waitForCards();
    expect((await screen.findByRole('dialog')).textContent).toContain(english('home', 'about.notFound'));
  });

  it('filters from the URL, so a filtered view is shareable', async () => {
    await renderApp('/earn/home/?family=fixed&term=long&q=usd');
    await waitForCards();
    const ids = cardIds();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('6'))).toBe(true);
    expect(ids).toContain('6004');
    expect(ids).not.toContain('6001');
    expect((screen.getByLabelText('Coin') as HTMLInputElement).value).toBe('usd');
  });

  it('typing filters at once; the URL follows', async () => {
    const { router } = await renderApp('/earn/home/');
    await waitForCards();
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'SoL' } });
    await waitFor(() => expect(cardIds().length).toBeGreaterThan(0));
    await waitFor(() => {
      // Products paid in SOL, and those that involve it (a buy-low dual, the SOL pool, a shark fin paid in USDT).
      const cards = [...document.querySelectorAll('article[data-product-id]')].map((a) => a.textContent ?? '');
      expect(cards.every((text) => text.includes('SOL'))).toBe(true);
      expect(cards.some((text) => text.startsWith('USDT'))).toBe(true);
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'SoL' }), { timeout: 2000 });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'apr-desc' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'SoL', sort: 'apr-desc' }));
  });

  it('shows an empty state for a search with no match', async () => {
    await renderApp('/earn/home/?q=nothing');
    expect(await screen.findByText(english('home', 'results.emptyTitle'), {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(english('home', 'results.emptyQuery', { query: 'nothing' }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: english('home', 'results.clear') }));
    await waitFor(() => expect(cardIds().length).toBeGreaterThan(10));
  });

  it('shows an error with retry when the products cannot be loaded', async () => {
    simulator.setEndpointFault('get-homepage-product-cards', { code: 600, once: true });
    await renderApp('/earn/home/');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(english('home', 'results.loadFailed'));
    expect(alert.textContent).toContain(english('errors', 'earn.maintenance'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitForCards();
    expect(cardIds().length).toBeGreaterThan(10);
  });

  it('logged in: "my earn" totals in the quote coin, and "only coins I hold"', async () => {
    await loginAs('verified');
    const { router } = await renderApp('/earn/home/');
    const summary = await screen.findByRole('region', { name: english('home', 'summary.title') }, { timeout: 5000 });
    await waitFor(() => expect(within(summary).getAllByText(/USDT$/).length).toBe(4));
    // The demo's double-win counts at its estimate today, and the summary says so.
    expect(within(summary).getByTestId('my-earn-estimated').textContent).toBe(english('home', 'summary.estimated'));
    expect(
      within(summary)
        .getByRole('link', { name: english('home', 'summary.wallet') })
        .getAttribute('href'),
    ).toBe('/earn/wallet/');
    await waitForCards();
    fireEvent.click(screen.getByLabelText(english('home', 'filters.held')));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ held: true }));
    await waitFor(() => expect(cardIds()).not.toContain('4007')); // XRP: not held
    expect(cardIds()).toContain('4001');
  });

  it('a visitor sees neither the summary nor the holdings filter', async () => {
    await renderApp('/earn/home/?held=true');
    await waitForCards();
    expect(screen.queryByRole('region', { name: english('home', 'summary.title') })).toBeNull();
    expect(screen.queryByLabelText(english('home', 'filters.held'))).toBeNull();
    expect(cardIds()).toContain('4007');
  });

  describe('gray release (spec §5): one rule with every family page', () => {
    // 6015: forbidden in this market, behind no scene. 14003: behind an Internal-stage scene whose whitelist
    // holds the insider.
    it('a visitor sees neither a forbidden product nor one behind an Internal-stage scene', async () => {
      await renderApp('/earn/home/');
      await waitForCards();
      await waitFor(() => expect(callsTo('get-products-extra-info')).toBe(1));
      expect(cardIds()).not.toContain('6015');
      expect(cardIds()).not.toContain('14003');
    });

    it('a whitelisted insider sees the Internal-stage product; the forbidden one stays hidden', async () => {
      await loginAs('insider');
      await renderApp('/earn/home/');
      await waitForCards();
      await waitFor(() => expect(cardIds()).toContain('14003'));
      expect(cardIds()).not.toContain('6015');
    });

    it('a scene remembered on in its cookie stays on for a visitor, as on the family pages', async () => {
      document.cookie = `${grayCookieName('earn_premium_pilot')}=true; Path=/`;
      await renderApp('/earn/home/');
      await waitForCards();
      await waitFor(() => expect(cardIds()).toContain('14003'));
      expect(cardIds()).not.toContain('6015');
    });

    it('with no product behind a scene, home asks for no scenes at all', async () => {
      for (const product of simulator.world.catalogue.products)
        Object.assign(product, { grayScene: null, whitelistScene: null });
      await renderApp('/earn/home/');
      await waitForCards();
      expect(cardIds()).toContain('4001');
      expect(cardIds()).not.toContain('6015');
      expect(callsTo('get-products-extra-info')).toBe(0);
    });
  });
});
