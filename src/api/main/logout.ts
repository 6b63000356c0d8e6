import { mainClient } from '@/api/api-clients';
import { clearProfileCache } from './user-profile';

/** POST {apiHost}/logout — ends the cookie session; success is HTTP ok and ret_code 0. */
export const LOGOUT_PATH = '/logout';

/**
 * Ends the session. Success needs an ok HTTP status and ret_code 0; a failure is only logged ('logout error')
 * and reported as false, never thrown: the page reloads either way.
 */
export async function logout(): Promise<boolean> {
  try {
    // The envelope schema loads beside the request (the header, in the entry, offers logout).
    const schemas = import('@/api/envelope');
    schemas.catch(() => undefined);
    const body = await mainClient.request({ method: 'POST', path: LOGOUT_PATH, body: {} });
    const { envelopeSchema, normaliseEnvelope } = await schemas;
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) throw new Error('logout answered without an envelope');
    const { code, message } = normaliseEnvelope(envelope.data);
    if (code !== 0) throw new Error(`logout ret_code ${code}: ${message}`);
    return true;
  } catch (error) {
    console.error('logout error', error);
    return false;
  } finally {
    clearProfileCache();
  }
}

/** The header's logout event: POST, then reload the page (spec §4). */
export async function logoutAndReload(reload: () => void = () => globalThis.location?.reload()): Promise<void> {
  await logout();
  reload();
}
