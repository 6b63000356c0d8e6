import { useEffect, useState } from 'react';
import { coinNames, earnCall, percentOfE8 } from './exchange-reads';

interface Card {
  product_id: string;
  coin: number;
  apy_max_e8: string;
}
interface CardsPage {
  coin_products: { saving_products: Card[] }[];
  total: number;
}
interface Row {
  id: string;
  coin: string;
  apr: string;
}

const PAGE_SIZE = 100;

/** Every product card, as home reads them: every family (product_area 0), 100 coin groups a page, all pages. */
async function everyCard(signal: AbortSignal): Promise<Row[]> {
  const page = (n: number) =>
    earnCall<CardsPage>('/get-homepage-product-cards', { product_area: [0], limit: PAGE_SIZE, page: n }, signal);
  const [names, first] = await Promise.all([coinNames(signal), page(1)]);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, Math.ceil((first?.total ?? 0) / PAGE_SIZE) - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest]
    .flatMap((p) => p?.coin_products ?? [])
    .flatMap((group) => group.saving_products)
    .map((card) => ({ id: card.product_id, coin: names.get(card.coin) ?? '', apr: percentOfE8(card.apy_max_e8) }));
}

/** The least a search over the list does: a text box, and the cards whose coin contains what is typed. */
export function SearchWork() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const abort = new AbortController();
    everyCard(abort.signal).then(setRows, (error: unknown) => {
      if (!abort.signal.aborted) throw error;
    });
    return () => abort.abort();
  }, []);
  const wanted = typed.trim().toUpperCase();
  return (
    <main>
      <input type="search" aria-label="Coin" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <ul data-work-ready={rows ? rows.length : undefined}>
        {rows
          ?.filter((row) => row.coin.toUpperCase().includes(wanted))
          .map((row) => (
            <li key={row.id}>
              {row.coin} {row.apr}
            </li>
          ))}
      </ul>
    </main>
  );
}
