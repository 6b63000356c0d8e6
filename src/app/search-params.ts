import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * How the router writes and reads search parameters. Strings are written as they are (`?id=6003`, not the
 * router's default `?id=%226003%22`, which quotes any string that would read back as a number), objects as
 * JSON. Reading keeps what the default reads (numbers, booleans, JSON), so schemas that take numbers still do,
 * and old links with quoted ids still open their product; a number too long to be exact (a 19-digit id) stays
 * text.
 */
function parseValue(value: string): unknown {
  const parsed: unknown = JSON.parse(value);
  if (typeof parsed === 'number' && !(Number.isSafeInteger(parsed) && String(parsed) === value)) return value;
  return parsed;
}

export const parseSearch = parseSearchWith(parseValue);
export const stringifySearch = stringifySearchWith(JSON.stringify);
