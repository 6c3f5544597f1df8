/**
 * The login-return rule, the one place every "Log In" / "Sign Up" link and the login form read:
 * after logging in the visitor goes back to returnUrl, by default the home page
 * (docs/decisions/accounts.md). Pure functions, so the static header can build its link at build time too.
 */
export const DEFAULT_RETURN_URL = '/';

/** Account screens are never a destination after logging in: the visitor would land on a form again. */
const ACCOUNT_SCREENS =
  /^(?:\/fr)?\/(login|signup|forgot-password|reset-password|verify-email|check-email|sign-in-code|choose-username)(?:[/?#]|$)/;

/**
 * Only a path on this site is followed: it must start with one "/" (not "//" or "/\", which
 * browsers treat as another host), so a crafted link cannot send a fresh login elsewhere.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_URL;
  const hasControlCharacter = Array.from(raw).some((ch) => ch < ' ');
  if (hasControlCharacter || ACCOUNT_SCREENS.test(raw)) return DEFAULT_RETURN_URL;
  return raw;
}

/** The returnUrl a login or signup page was opened with, from its query string. */
export function returnUrlFrom(search: string): string {
  return safeReturnUrl(new URLSearchParams(search).get('returnUrl'));
}

/**
 * Where a Log In link on this page should bring the visitor back to: the page itself, or on an
 * account screen the returnUrl that screen carries on (a visitor between signing up and logging
 * in is still on the way to where they started).
 */
export function returnUrlOf(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  return ACCOUNT_SCREENS.test(here) ? returnUrlFrom(location.search) : here;
}

/** The account screens a returnUrl is carried through until the visitor has logged in. */
export type AccountScreen =
  '/login' | '/signup' | '/forgot-password' | '/check-email' | '/sign-in-code' | '/choose-username';

/** "/login?returnUrl=…" (or another account screen) that brings the visitor back to `returnUrl`. */
export function withReturnUrl(path: AccountScreen, returnUrl: string): string {
  return returnUrl === DEFAULT_RETURN_URL ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * The returnUrl as a request body's or e-mailed link's parameter: none for the home page, which
 * is where logging in leads anyway.
 */
export function returnUrlParam(returnUrl: string | undefined): { returnUrl?: string } {
  return returnUrl && returnUrl !== DEFAULT_RETURN_URL ? { returnUrl } : {};
}

/**
 * A heart tapped while logged out: the listing rides in the returnUrl through login, signup and
 * e-mail verification, and the page it comes back to saves it (docs/decisions/accounts.md).
 */
export const FAVORITE_TO_SAVE_PARAM = 'saveFavorite';

/** `returnUrl` with the listing to save once the visitor is signed in. */
export function withFavoriteToSave(returnUrl: string, warehouseId: string): string {
  const url = new URL(returnUrl, 'http://x');
  url.searchParams.set(FAVORITE_TO_SAVE_PARAM, warehouseId);
  return url.pathname + url.search + url.hash;
}
