import { edition } from '@/edition/current-edition';
import { QuoteStream } from './quote-stream';

/** Designed path of the spot quote stream on the edition's socket host. */
export const QUOTE_STREAM_PATH = '/spot/quote/ws/v1';

let stream: QuoteStream | null = null;

/** One stream for the page, opened on the first symbol subscribed. */
export function spotQuoteStream(): QuoteStream {
  stream ??= new QuoteStream({ url: () => `${edition.api.websocketHost}${QUOTE_STREAM_PATH}` });
  return stream;
}
