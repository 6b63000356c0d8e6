/**
 * The exchange's export limits, stated to the user before they submit. They mirror the back end (and the
 * simulated exchange) so the form refuses what the server would refuse; the server stays the authority
 * and its codes 326/328 are still explained if the two ever disagree.
 */
export const EXPORT_LIMITS = {
  /** Requests of one kind (data or bill) per UTC day. */
  dailyRequests: 5,
  /** A request covers at most this many calendar months. */
  maxRangeMonths: 6,
  /** The first day may be at most this many years before today (UTC). */
  maxYearsBack: 2,
  /** A ready file can be downloaded for this many days. */
  linkDays: 7,
  /** Rows per file; a larger export fails and should be split. */
  maxRows: 10_000,
} as const;

/** How often the list is refetched while a job is queued or processing. */
export const EXPORT_POLL_MS = 3_000;
