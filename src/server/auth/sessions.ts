import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sessions, users } from '#db/schema.ts';
import type { SessionUser } from '#src/shared/api/accounts.ts';
import { hashToken, newToken } from './tokens.ts';

/** The name of the cookie that carries a session's token. */
export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session just stored: the token goes into the cookie, only its hash into the database. */
export interface NewSession {
  token: string;
  expiresAt: Date;
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

export async function createSession(db: Database, userId: string): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Deletes the session row behind a cookie token. */
export async function revokeSessionToken(db: Database, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
