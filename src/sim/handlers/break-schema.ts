/**
 * A payload that keeps the envelope valid but breaks the endpoint's schema: every top-level field gets a
 * value of the wrong type (strings become numbers, numbers strings, lists objects, objects lists).
 */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return { unexpected: value.length };
  if (value && typeof value === 'object') return [value];
  return 'unexpected';
}

export function breakSchema(result: unknown): unknown {
  if (Array.isArray(result)) return [{ unexpected: true }, ...result.map(wrongType)];
  if (result && typeof result === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(result)) out[key] = key === 'status_code' ? value : wrongType(value);
    out.unexpected_field = true;
    return out;
  }
  return { unexpected: result ?? null };
}
