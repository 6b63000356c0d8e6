/** The number a numeric filter's select (FilterSelect) chose among `options`; null for "all" (the empty value). */
export function chosenNumber<T extends number>(value: string, options: readonly T[]): T | null {
  return options.find((option) => String(option) === value) ?? null;
}
