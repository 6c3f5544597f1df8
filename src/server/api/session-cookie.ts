import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '#src/server/config.ts';
import { SIGNED_IN_HINT_COOKIE } from '#src/shared/api/signed-in-hint.ts';
import type { NewSession } from '#src/server/auth/sessions.ts';
import type { AppEnv } from './context.ts';

export function sessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, c.get('config').sessionCookie);
}

export function setSessionCookie(c: Context, config: AppConfig, session: NewSession) {
  setCookie(c, config.sessionCookie, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.production,
    path: '/',
    expires: session.expiresAt,
  });
  // A session waiting for its second-factor code signs nobody in yet: no hint, so no page asks who is signed in.
  if (session.awaitingSecondFactor) return;
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'Lax',
    secure: config.production,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const { sessionCookie, production } = c.get('config');
  deleteCookie(c, sessionCookie, { path: '/', secure: production });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: production });
}
