import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sessions, users } from '#db/schema.ts';
import type { SessionUser } from '#src/server/answers/accounts.ts';
import { hashToken, newToken } from '#src/server/security/tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session unused this long ends, whatever its absolute expiry (docs/decisions/accounts.md, "Sessions"). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so a signed-in visitor costs no write per request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** How long a session waiting for its second-factor code lasts: enough to open the app and type it. */
const SECOND_FACTOR_WAIT_MS = 10 * 60 * 1000;

/** A session just stored: the token goes into the cookie, only its hash into the database. */
export interface NewSession {
  token: string;
  expiresAt: Date;
  /** True while the second-factor code is still to come: the cookie is set, nobody is signed in yet. */
  awaitingSecondFactor: boolean;
}

/** Where and how a session began, as the profile's session list shows it. */
export interface SessionOrigin {
  method: 'password' | 'google' | 'microsoft';
  device: string | null;
  place: string | null;
}

/** The signed-in session itself (GET /api/profile/sessions marks it "this device"). */
export interface CurrentSession {
  id: string;
  reauthenticatedAt: Date | null;
}

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
};

/** The session's user, with what the guards need beyond SessionUser; null for no live session. */
export interface ResolvedSession {
  user: SessionUser;
  session: CurrentSession;
  /**
   * Whether the account has a confirmed second factor and this session entered a code (at sign-in,
   * or by turning the factor on): admins need both (docs/decisions/second-factor.md).
   */
  secondFactor: boolean;
}

/** A session waiting for its code counts as no session here: it signs nobody in. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({
      ...sessionUserColumns,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
      secondFactorPassed: sessions.secondFactorPassed,
      totpSecret: users.totpSecret,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.awaitingSecondFactor, false),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { sessionId, lastUsedAt, reauthenticatedAt, secondFactorPassed, totpSecret, ...user } = row;
  if (now.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  }
  // The account's factor counts for this session only once this session has entered a code.
  return {
    user,
    session: { id: sessionId, reauthenticatedAt },
    secondFactor: totpSecret !== null && secondFactorPassed,
  };
}

/** The session behind a cookie that still waits for its second-factor code, with where it began. */
export async function findSessionAwaitingCode(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      method: sessions.method,
      device: sessions.device,
      place: sessions.place,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.awaitingSecondFactor, true),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { ...row, method: row.method as SessionOrigin['method'] } : undefined;
}

export async function createSession(
  db: Database,
  userId: string,
  origin: SessionOrigin = { method: 'password', device: null, place: null },
  options: { awaitingSecondFactor?: boolean; secondFactorPassed?: boolean } = {},
): Promise<NewSession> {
  const token = newToken();
  const awaitingSecondFactor = options.awaitingSecondFactor ?? false;
  const secondFactorPassed = options.secondFactorPassed ?? false;
  const expiresAt = new Date(Date.now() + (awaitingSecondFactor ? SECOND_FACTOR_WAIT_MS : SESSION_TTL_MS));
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, awaitingSecondFactor, secondFactorPassed, ...origin });
  return { token, expiresAt, awaitingSecondFactor };
}

/** The code was right: the waiting session becomes a signed-in one under a new token, so the half-way cookie is worth nothing after. */
export async function completeSecondFactor(
  db: Database,
  waiting: { id: string; userId: string } & SessionOrigin,
): Promise<NewSession> {
  await db.delete(sessions).where(eq(sessions.id, waiting.id));
  const { method, device, place } = waiting;
  return createSession(db, waiting.userId, { method, device, place }, { secondFactorPassed: true });
}

/** The account's live sessions, most recently used first, for the profile's list. */
export async function listLiveSessions(db: Database, userId: string, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      method: sessions.method,
      device: sessions.device,
      place: sessions.place,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.awaitingSecondFactor, false),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one of the user's sessions (never another user's); answers what it ended, for the record. */
export async function endSession(db: Database, userId: string, sessionId: string) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id, device: sessions.device });
  return ended;
}

/** The session entered a second-factor code: from now on it counts as signed in with the factor. */
export async function markSecondFactorPassed(db: Database, sessionId: string) {
  await db.update(sessions).set({ secondFactorPassed: true }).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user but `keepSessionId`; answers how many ended. */
export async function endOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The owner signed in again with a provider in this session: for a while it stands in for a password. */
export async function markReauthenticated(db: Database, sessionId: string, now = new Date()) {
  await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, sessionId));
}

/** Deletes the session row behind a cookie token. */
export async function revokeSessionToken(db: Database, token: string | undefined) {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function endAllSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
