import type { Context, MiddlewareHandler } from 'hono';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED } from '#src/shared/api/second-factor.ts';
import { resolveSession } from '#src/server/auth/sessions.ts';
import type { AppEnv } from './context.ts';
import { ApiError, assertStorableInput } from './http.ts';
import { sessionToken } from './session-cookie.ts';
import { m } from '#src/shared/i18n/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State changes must come from the site itself: a browser always sends Sec-Fetch-Site or Origin
 * on such requests, so a cross-site form or fetch is refused before any work is done.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new ApiError(403, m.api_cross_site());
  }
  const origin = c.req.header('origin');
  if (origin && origin !== c.get('config').siteUrl && origin !== new URL(c.req.url).origin) {
    throw new ApiError(403, m.api_cross_site());
  }
  return next();
};

/**
 * Bodies of state-changing requests are JSON (uploads, which need multipart, opt out by path),
 * and a body sent as JSON must parse and hold nothing a field may not (assertStorableInput): the
 * routes' validators read it as parsed here.
 */
export const jsonBodiesOnly =
  (exceptPaths: RegExp[] = []): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exceptPaths.some((p) => p.test(c.req.path))) return next();
    // A DELETE a browser sends without a body has no Content-Length, Transfer-Encoding or
    // Content-Type, though the server's Request may still carry an empty stream; a request built
    // in-process (tests, Netlify's runtime) may carry a body and its type without a length.
    const length = c.req.header('content-length');
    const type = c.req.header('content-type');
    const hasBody =
      length !== undefined ? length !== '0' : c.req.header('transfer-encoding') !== undefined || type !== undefined;
    const isJson = /^application\/json\b/i.test(type ?? '');
    if (hasBody && !isJson) {
      throw new ApiError(415, m.api_json_only());
    }
    if (isJson) assertStorableInput(await parsedJson(c));
    return next();
  };

async function parsedJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, m.api_invalid_json());
  }
}

/** A query parameter may hold nothing a field may not (assertStorableInput), whichever route reads it. */
export const storableQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const params = Object.entries(c.req.queries()).map(([key, values]) => [
    key,
    values.length === 1 ? values[0] : values,
  ]);
  assertStorableInput(Object.fromEntries(params));
  return next();
};

/** Puts the signed-in user (or null) on the context for every request. */
export const loadSessionUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = sessionToken(c);
  const resolved = token ? await resolveSession(c.get('db'), token) : null;
  c.set('user', resolved?.user ?? null);
  c.set('session', resolved ? { ...resolved.session, secondFactor: resolved.secondFactor } : null);
  return next();
};

/** The signed-in session (after requireUser). */
export function requireSession(c: { get(key: 'session'): AppEnv['Variables']['session'] }) {
  const session = c.get('session');
  if (!session) throw new ApiError(401, m.api_log_in());
  return session;
}

export function requireUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new ApiError(401, m.api_log_in());
  return user;
}

/** Routes for signed-in users only: a visitor gets the 401 before the route reads any input. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  return next();
};

/**
 * The admin API's one gate, run as middleware over the whole /api/admin app so no endpoint can
 * be added without it: a visitor is asked to sign in (401), anyone else who is not an admin is
 * refused (403). isAdmin is read from the database with the session, never from the browser.
 * An admin without a second factor is refused too, with a code the dashboard reads to send them
 * to set one up (docs/decisions/second-factor.md).
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c);
  if (!user.isAdmin) throw new ApiError(403, ADMIN_MESSAGES.adminsOnly);
  if (!c.get('session')?.secondFactor) {
    return c.json({ message: SECOND_FACTOR_MESSAGES.adminNeedsFactor, code: SECOND_FACTOR_REQUIRED }, 403);
  }
  return next();
};

/** The server never trusts a userId sent by the browser: it must be the session's own. */
export function assertSameUser(sessionUserId: string, claimedUserId: unknown) {
  if (claimedUserId !== undefined && claimedUserId !== null && claimedUserId !== sessionUserId) {
    throw new ApiError(403, m.api_own_favorites());
  }
}
