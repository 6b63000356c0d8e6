import { useEffect, useState } from 'react';
import { coinNames, percentOfE8 } from './exchange-reads';

interface Quote {
  product_id: string;
  quote_id: string;
  direction: number;
  target_price_e8: string;
  apy_e8: string;
}
interface BenchmarkMessage {
  topic?: string;
  data?: { prices?: { coin_x: number; coin_y: number; quotes?: Quote[] }[] };
}

const TOPIC = 'dual_asset.benchmark_price';
const BUY_LOW = 1;

/** The dual page's first ladder on the large catalogue: BTC/USDT buy low, one row per product (term). */
function ladderRows(message: BenchmarkMessage, base: number, quote: number): Quote[][] {
  const pair = message.data?.prices?.find((p) => p.coin_x === base && p.coin_y === quote);
  const rows = new Map<string, Quote[]>();
  for (const q of pair?.quotes ?? []) {
    if (q.direction === BUY_LOW) rows.set(q.product_id, [...(rows.get(q.product_id) ?? []), q]);
  }
  return [...rows.values()];
}

/** The dual ladder's socket topic, rendered as a plain table of its quotes' APRs, on each message. */
export function LadderWork() {
  const [rows, setRows] = useState<Quote[][] | null>(null);
  useEffect(() => {
    let socket: WebSocket | undefined;
    let closed = false;
    void coinNames().then((names) => {
      if (closed) return;
      const id = (name: string) => [...names].find(([, n]) => n === name)?.[0] ?? -1;
      const [base, quote] = [id('BTC'), id('USDT')];
      socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/public`);
      socket.onopen = () => socket?.send(JSON.stringify({ op: 'subscribe', args: [`${TOPIC}:${base}`], req_id: '1' }));
      socket.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as BenchmarkMessage;
        if (message.topic?.startsWith(TOPIC)) setRows(ladderRows(message, base, quote));
      };
    });
    return () => {
      closed = true;
      socket?.close();
    };
  }, []);
  return (
    <table data-live-status={rows ? 'live' : undefined}>
      <tbody>
        {rows?.map((row) => (
          <tr key={row[0]?.product_id}>
            {row.map((q) => (
              <td key={q.quote_id} data-testid="dual-cell">
                {percentOfE8(q.apy_e8)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
