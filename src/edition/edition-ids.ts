/** Plain constants shared by the build and the app; kept apart from the schema so the app does not ship zod for them. */
export const EDITION_IDS = ['global', 'eu', 'kz', 'tr', 'hk', 'ae', 'nl', 'ge', 'id'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** A locale prefix: lowercase 2-3 letter language, hyphen, region (2-3 letters or 3 digits); or plain `en`. */
export const LOCALE_CODE = /^(?:en|[a-z]{2,3}-(?:[A-Z]{2,3}|\d{3}))$/;
