/**
 * Readers of URL search values, for the routes' `validateSearch`. The router keeps every route's validator in
 * the route tree, which loads with the entry, so they are plain functions rather than schemas of a library.
 * A reader returns the value it stands for, or undefined for a malformed one: a hostile or stale URL is
 * dropped, never a crash.
 */
export type Reader<T> = (value: unknown) => T | undefined;

/** Text as it is in the URL. */
export const plainText: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);

/** Text typed by hand: the router reads `?q=1000` as the number 1000, which stands for the text "1000". */
export const numberAsText: Reader<string> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : plainText(value);

/** An id as text: the router reads `?order=123` as a number; only a whole number at or above 0 stands for one. */
export const wholeNumberAsText: Reader<string> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : plainText(value);

export function oneOf<const T extends string>(values: readonly T[]): Reader<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

export function textUpTo(maxLength: number, source: Reader<string> = plainText): Reader<string> {
  return (value) => {
    const text = source(value);
    return text !== undefined && text.length <= maxLength ? text : undefined;
  };
}

export function textMatching(pattern: RegExp, source: Reader<string> = plainText): Reader<string> {
  return (value) => {
    const text = source(value);
    return text !== undefined && pattern.test(text) ? text : undefined;
  };
}

/** A day as YYYY-MM-DD that the calendar has. */
export const isoDate: Reader<string> = (value) => {
  const text = textMatching(/^\d{4}-\d{2}-\d{2}$/)(value);
  return text !== undefined && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : undefined;
};

export function integerIn(min: number, max: number): Reader<number> {
  return (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A malformed value reads as `marker` (so the page can say so) instead of being dropped. */
export function orMarker<T, const M>(reader: Reader<T>, marker: M): Reader<T | M> {
  return (value) => reader(value) ?? marker;
}

type Shape = Record<string, Reader<unknown>>;
type ReadOf<R> = R extends Reader<infer T> ? T : never;
export type SearchOf<S extends Shape> = { [K in keyof S]?: ReadOf<S[K]> | undefined };

/** A route's search validator (the router calls `parse`). */
export interface SearchValidator<T> {
  parse: (raw: Record<string, unknown>) => T;
}

/**
 * The validator of a route's search parameters, one reader per key. Keys outside the shape are left out; a
 * key absent from the URL stays absent, one present as undefined stays so; only own keys are read, so a
 * `__proto__` in the URL cannot lend values.
 */
export function searchValidator<S extends Shape>(shape: S): SearchValidator<SearchOf<S>> {
  return {
    parse(raw) {
      const search: Record<string, unknown> = {};
      for (const [key, reader] of Object.entries(shape)) {
        if (!Object.hasOwn(raw, key)) continue;
        const value = raw[key];
        search[key] = value === undefined ? undefined : reader(value);
      }
      return search as SearchOf<S>;
    },
  };
}
