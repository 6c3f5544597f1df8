import { atom } from 'nanostores';
import type { SessionUser } from '#src/client/answers.ts';
import { localeOfPath, localizedPath } from '#src/shared/i18n/locale.ts';
import { SIGNED_IN_HINT_COOKIE } from '#src/shared/api/signed-in-hint.ts';
import { api, read, readSignedIn, UNAUTHORIZED_EVENT } from './api.ts';

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

const hasSignedInHint = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);

export const $session = atom<SessionState>({ status: 'loading', user: null });

/** Mirrors the session onto <html data-session> so the static header shows the right links. */
function reflect(state: SessionState) {
  const root = document.documentElement;
  root.dataset.session = state.user ? (state.user.isAdmin ? 'admin' : 'user') : 'anonymous';
  for (const el of document.querySelectorAll<HTMLElement>('[data-username]'))
    el.textContent = state.user?.username ?? '';
  // The built header names no admin path (docs/decisions/admin-dashboard.md); an admin's session carries it.
  const adminHref = state.user?.adminPath
    ? localizedPath(`/${state.user.adminPath}`, localeOfPath(location.pathname))
    : null;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-admin-link]')) {
    if (adminHref) link.setAttribute('href', adminHref);
    else link.removeAttribute('href');
    if (adminHref === location.pathname.replace(/\/$/, '')) link.setAttribute('aria-current', 'page');
  }
}

export function setSignedIn(user: SessionUser) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
  $session.set({ status: 'authenticated', user });
}

function forgetUser() {
  localStorage.removeItem(AUTH_STORAGE_KEY);
  $session.set({ status: 'anonymous', user: null });
}

/** The server says nobody is signed in (401, logout). */
export function setSignedOut() {
  // A session the server no longer knows leaves its hint behind; without this every page would ask again.
  if (hasSignedInHint()) document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
  forgetUser();
}

/** Ends the session on the server as well; the browser forgets the user whatever the answer. */
export async function logout() {
  try {
    await read(api.auth.logout.$post());
  } catch (err) {
    console.warn('Logout request failed', err);
  }
  setSignedOut();
}

let started = false;

/**
 * Called once per page: shows the cached user at once, then asks the server who is signed in,
 * unless the signed-in hint is missing. The hint is set and cleared with the session cookie, so
 * without it the server knows nobody here: a cached user left by a session that ended is
 * forgotten without asking.
 */
export async function startSession() {
  if (started) return;
  started = true;
  $session.subscribe(reflect);
  window.addEventListener(UNAUTHORIZED_EVENT, setSignedOut);
  if (!hasSignedInHint()) return forgetUser();
  $session.set({ status: 'loading', user: readCachedUser() });
  try {
    const user = await readSignedIn(api.user.$get());
    if (!user) return setSignedOut();
    setSignedIn(user);
  } catch (err) {
    // A failed check is only logged; the visitor is treated as signed out, and the hint kept so the next page asks again.
    console.warn('Session check failed', err);
    forgetUser();
  }
}
