import { atom } from 'nanostores';
import type { SessionUser } from '#src/shared/api/accounts.ts';
import { apiRequest, UNAUTHORIZED_EVENT } from './api.ts';

export type SessionState =
  | { status: 'loading'; user: SessionUser | null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'anonymous'; user: null };

export const AUTH_STORAGE_KEY = 'auth_user';

function readCachedUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export const $session = atom<SessionState>({ status: 'loading', user: null });

/** Mirrors the session onto <html data-session> so the static header shows the right links. */
function reflect(state: SessionState) {
  const root = document.documentElement;
  root.dataset.session = state.user ? (state.user.isAdmin ? 'admin' : 'user') : 'anonymous';
  for (const el of document.querySelectorAll<HTMLElement>('[data-username]'))
    el.textContent = state.user?.username ?? '';
}

export function setSignedIn(user: SessionUser) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
  $session.set({ status: 'authenticated', user });
}

export function setSignedOut() {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  $session.set({ status: 'anonymous', user: null });
}

/** Ends the session on the server as well; the browser forgets the user whatever the answer. */
export async function logout() {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (err) {
    console.warn('Logout request failed', err);
  }
  setSignedOut();
}

let started = false;

/** Called once per page: shows the cached user at once, then asks the server who is signed in. */
export async function startSession() {
  if (started) return;
  started = true;
  $session.subscribe(reflect);
  window.addEventListener(UNAUTHORIZED_EVENT, setSignedOut);
  const cached = readCachedUser();
  $session.set({ status: 'loading', user: cached });
  try {
    const res = await fetch('/api/user', { credentials: 'include' });
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    if (!res.ok || !isJson) {
      // An unread body keeps the request open in some browsers (and "network idle" never comes).
      await res.text().catch(() => '');
      return setSignedOut();
    }
    setSignedIn((await res.json()) as SessionUser);
  } catch (err) {
    // A failed check is only logged; the visitor is treated as signed out.
    console.warn('Session check failed', err);
    setSignedOut();
  }
}
