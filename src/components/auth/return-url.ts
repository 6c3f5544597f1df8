/** Spec section 9: after logging in the visitor goes back to returnUrl, by default the home page. */
export const DEFAULT_RETURN_URL = '/';

/** Account screens are never a destination after logging in: the visitor would land on a form again. */
const ACCOUNT_SCREENS = /^\/(login|signup|forgot-password|reset-password|verify-email|check-email)(?:[/?#]|$)/;

/**
 * Only a path on this site is followed: it must start with one "/" (not "//" or "/\", which
 * browsers treat as another host), so a crafted link cannot send a fresh login elsewhere.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_RETURN_URL;
  if (/[\u0000-\u001f]/.test(raw) || ACCOUNT_SCREENS.test(raw)) return DEFAULT_RETURN_URL;
  return raw;
}

/** The returnUrl of the page being shown. */
export function currentReturnUrl(): string {
  return safeReturnUrl(new URLSearchParams(window.location.search).get('returnUrl'));
}

/** "/login?returnUrl=…" (or /signup) that brings the visitor back to `returnUrl`. */
export function withReturnUrl(path: '/login' | '/signup', returnUrl: string): string {
  return returnUrl === DEFAULT_RETURN_URL ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Where the visitor is now, as a returnUrl. */
export function hereAsReturnUrl(): string {
  return window.location.pathname + window.location.search;
}
