/**
 * The collectors on the API host (spec §7: client monitoring posts to a collector; analytics events, spec §3).
 * Designed: POST a text/plain JSON body `{ records: [...] }` (sent by beacon, so no preflight and no answer read).
 */
export const ANALYTICS_PATH = '/analytics/v1/events';
export const MONITORING_PATH = '/monitor/v1/errors';
