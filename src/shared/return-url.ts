/**
 * The login-return rule, the one place every "Log In" / "Sign Up" link and the login form read:
 * after logging in the visitor goes back to returnUrl, by default the home page
 * (docs/decisions/accounts.md). Pure functions, so the static header can build its link at build time too.
 */
export const DEFAULT_RETURN_URL = '/';

/** Account screens are never a destination after logging in: the visitor would land on a form again. */
const ACCOUNT_SCREENS = /^\/(login|signup|forgot-password|reset-password|verify-email|check-email)(?:[/?#]|$)/;

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

/** A page's path and query as a returnUrl: where the visitor is now. */
export function returnUrlOf(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

/** "/login?returnUrl=…" (or /signup) that brings the visitor back to `returnUrl`. */
export function withReturnUrl(path: '/login' | '/signup', returnUrl: string): string {
  return returnUrl === DEFAULT_RETURN_URL ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
