/**
 * The server clock, learnt from `Date` response headers and the timestamps of socket frames (which arrive
 * every few seconds, so a page that streams keeps its countdowns on the server's clock between calls). Countdowns (subscription windows, quote expiry,
 * settlement) use `serverNow()` so a wrong device clock does not show wrong times.
 */

/** Offsets below this are clock noise plus latency and are ignored (spec §4, §9). */
export const SKEW_TOLERANCE_MS = 10_000;
/** Beyond this the device clock is considered wrong and a warning is logged (spec §5). */
const SKEW_WARNING_MS = 24 * 60 * 60 * 1000;

let offsetMs = 0;
let warned = false;

/**
 * Records the server time of a response. Returns the offset now in use. An unparsable header changes nothing.
 */
export function recordServerDate(dateHeader: string | null | undefined, localNowMs: number = Date.now()): number {
  if (!dateHeader) return offsetMs;
  return recordServerTime(Date.parse(dateHeader), localNowMs);
}

/** Records a server timestamp (epoch ms) read from a response or a frame. A non-finite value changes nothing. */
export function recordServerTime(serverMs: number, localNowMs: number = Date.now()): number {
  if (!Number.isFinite(serverMs)) return offsetMs;
  const measured = serverMs - localNowMs;
  // The header has one-second resolution, so small differences say nothing about the device clock.
  offsetMs = Math.abs(measured) < SKEW_TOLERANCE_MS ? 0 : measured;
  if (Math.abs(measured) > SKEW_WARNING_MS && !warned) {
    warned = true;
    console.warn(`System clock differs from server time by ${Math.round(measured / 3_600_000)} h`);
  }
  return offsetMs;
}

export function serverOffsetMs(): number {
  return offsetMs;
}

/** Milliseconds since the epoch by the server's clock. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** A moment of this device's clock (e.g. when a query answered) on the server's clock. */
export function toServerClock(localMs: number): number {
  return localMs + offsetMs;
}

/** Unix seconds by the server's clock, as the wire writes them. */
export function serverNowSeconds(): number {
  return Math.floor(serverNow() / 1000);
}

/** For tests and a fresh page state. */
export function resetServerTime(): void {
  offsetMs = 0;
  warned = false;
}
