import { inlineCall } from '#src/shared/inline-script.ts';
import { SIGNED_IN_HINT_COOKIE } from '#src/shared/api/signed-in-hint.ts';
import { AUTH_STORAGE_KEY } from './session.ts';
import { THEME_STORAGE_KEY, THEMES } from './theme.ts';

/**
 * Sets the theme and the signed-in look from what this browser stored last time, before first
 * paint; the shell (theme.ts, session.ts) takes over once its bundle runs. Inlined, so it uses
 * only its arguments and browser globals.
 *
 * The cached user counts only beside the signed-in hint, which comes and goes with the session
 * cookie: without it nobody is signed in here, and the header paints signed out at once
 * (docs/decisions/browser-storage.md).
 */
function applyStoredLook(themeKey: string, themes: readonly string[], authKey: string, hintCookie: string) {
  try {
    const root = document.documentElement;
    const signedIn = document.cookie.split('; ').includes(`${hintCookie}=1`);
    const stored = localStorage.getItem(themeKey);
    const preference = stored !== null && themes.includes(stored) ? stored : 'system';
    const dark =
      preference === 'dark' || (preference === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.dataset.theme = dark ? 'dark' : 'light';
    root.dataset.themePreference = preference;
    const user = signedIn
      ? (JSON.parse(localStorage.getItem(authKey) || 'null') as { isAdmin?: boolean } | null)
      : null;
    root.dataset.session = user ? (user.isAdmin ? 'admin' : 'user') : 'anonymous';
  } catch {
    // Storage may be blocked; the page keeps the light, signed-out look it was built with.
  }
}

/** The <head> script of every page (src/layouts/BaseLayout.astro), with the shell's own storage keys. */
export const prePaintScript = () =>
  inlineCall(applyStoredLook, THEME_STORAGE_KEY, THEMES, AUTH_STORAGE_KEY, SIGNED_IN_HINT_COOKIE);
