/** `result.status_code` other than 200 is a gateway failure inside a successful envelope. */
export function gatewayStatus(result: unknown): number | null {
  if (typeof result !== 'object' || result === null || !('status_code' in result)) return null;
  const code = (result as { status_code: unknown }).status_code;
  return typeof code === 'number' && code !== 200 ? code : null;
}
