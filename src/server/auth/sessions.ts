import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sessions, users } from '#db/schema.ts';
import type { SessionUser } from '#src/shared/api/accounts.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused this long ends, whatever its absolute expiry (docs/decisions/accounts.md, "Sessions"). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so a signed-in visitor costs no write per request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

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

export async function resolveSession(db: Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ ...sessionUserColumns, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, lastUsedAt, ...user } = row;
  if (now.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  }
  return user;
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
