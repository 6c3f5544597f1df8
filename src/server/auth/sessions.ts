import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Database } from '#db/client.ts';
import { sessions, users } from '#db/schema.ts';
import type { AppConfig } from '#src/server/config.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** What the browser may know about the signed-in user (GET /api/user). */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
}

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
};

export async function resolveSession(db: Database, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function startSession(c: Context, db: Database, config: AppConfig, userId: string) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.production,
    path: '/',
    expires: expiresAt,
  });
}

/** Deletes the session row behind a cookie token, leaving the cookie itself alone. */
export async function revokeSessionToken(db: Database, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endSession(c: Context, db: Database, token: string | undefined) {
  await revokeSessionToken(db, token);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

export async function endAllSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
