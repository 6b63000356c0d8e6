import { edition } from '@/edition/current-edition';
import { CloseCode } from './close-codes';
import { announceGap } from './connection-gaps';
import { quoteProtocol, type SpotQuote } from './quote-protocol';
import { SocketTransport } from './socket-transport';

/** Designed path of the spot quote stream on the edition's socket host. */
const QUOTE_STREAM_PATH = '/spot/quote/ws/v1';

let stream: SocketTransport | null = null;

/** One stream for the page (the shared transport speaking the quote protocol), opened on the first symbol. */
export function spotQuoteStream(): SocketTransport {
  if (!stream) {
    stream = new SocketTransport({
      url: () => `${edition.api.websocketHost}${QUOTE_STREAM_PATH}`,
      protocol: quoteProtocol(),
    });
    stream.onReconnect(announceGap);
  }
  return stream;
}

/** Calls `listener` with every quote of `symbol` (case-insensitive). Returns the unsubscribe. */
export function subscribeSpotQuote(
  symbol: string,
  listener: (quote: SpotQuote) => void,
  transport: SocketTransport = spotQuoteStream(),
): () => void {
  return transport.subscribe(symbol, (message) => {
    for (const quote of message.data as SpotQuote[]) listener(quote);
  });
}

/** The quote-stream client's states of spec §4. */
export type QuoteStreamState = 'init' | 'open' | 'closed' | 'error';

/** Spec §4's view of a quote transport: init before the first close, error after a failed open or socket error. */
export function quoteStreamState(transport: SocketTransport): QuoteStreamState {
  if (transport.state === 'open') return 'open';
  const code = transport.lastCloseCode;
  if (code === null) return transport.state === 'closed_user' ? 'closed' : 'init';
  return code === CloseCode.OpenError || code === CloseCode.Error ? 'error' : 'closed';
}
