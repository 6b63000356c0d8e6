import { SimCode, fail } from '../domain/errors';
import type { UserState } from '../domain/state';
import type { World } from '../domain/world';

/** The session: a token in the `usertoken` cookie (web) or header (app), mapped to a user by the world. */
const SESSION_COOKIE = 'usertoken';
const SESSION_MAX_AGE_S = 7 * 24 * 3600;

export function tokenOf(request: Request, cookies: Record<string, string>): string | null {
  return request.headers.get(SESSION_COOKIE) || cookies[SESSION_COOKIE] || null;
}

export function sessionUser(world: World, token: string | null): UserState | undefined {
  if (!token) return undefined;
  const userId = world.state.sessions[token];
  return userId ? world.user(userId) : undefined;
}

/** A new random token (crypto when available; the simulator has no secrets to protect). */
function newToken(): string {
  const bytes = new Uint8Array(24);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function login(world: World, username: string, password: string): { token: string; user: UserState } {
  const user = Object.values(world.state.users).find((u) => u.username === username.trim().toLowerCase());
  if (!user || user.password !== password) fail(20001, 'wrong username or password');
  const token = newToken();
  world.state.sessions[token] = user.id;
  return { token, user };
}

export function logout(world: World, token: string | null): void {
  if (token) delete world.state.sessions[token];
}

export function sessionCookie(token: string, maxAgeS = SESSION_MAX_AGE_S): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax; HttpOnly`;
}

export function requireSession(user: UserState | undefined): UserState {
  if (!user) fail(SimCode.NotLoggedIn);
  return user;
}
