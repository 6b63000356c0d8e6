/**
 * Any feature can ask for a login (e.g. a visitor pressing "Subscribe") without knowing how it happens: the app
 * shell listens and opens the login modal, asks the app bridge, or redirects to the login page (spec §6).
 */
export interface LoginRequest {
  /** Where to come back to after login; defaults to the current page. */
  redirectUrl?: string;
}

type Listener = (request: LoginRequest) => void;
const listeners = new Set<Listener>();

export function onLoginRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Returns false when nothing handles the request (no shell mounted), so the caller can fall back to a link. */
export function requestLogin(request: LoginRequest = {}): boolean {
  for (const listener of listeners) listener(request);
  return listeners.size > 0;
}
