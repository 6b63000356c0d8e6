export interface PickerEntry {
  label: string;
  lang: string;
  value: string;
}

/** The placeholder locale some entry lists carry; never offered (spec §2). */
const PLACEHOLDER_LOCALE = 'ed-ED';

/** Entries the page can actually show: supported here, not the placeholder, each locale once. */
export function pickerEntriesFor(entries: readonly PickerEntry[], supported: readonly string[]): PickerEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (entry.value === PLACEHOLDER_LOCALE || !supported.includes(entry.value) || seen.has(entry.value)) return false;
    seen.add(entry.value);
    return true;
  });
}
