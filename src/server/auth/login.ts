import type { Database } from '#db/client.ts';
import type { User } from '#db/schema.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { createSession, revokeSessionToken, type NewSession, type SessionOrigin } from './sessions.ts';

export type LoginOutcome =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'email_not_verified'; email: string };

/** An unknown account still costs one full hash check, so timing does not tell which accounts exist. */
export async function checkCredentials(account: User | undefined, password: string): Promise<LoginOutcome> {
  const passwordOk = await verifyPassword(password, account?.password ?? (await decoyPasswordHash()));
  if (!account || !passwordOk) return { ok: false, reason: 'invalid_credentials' };
  if (!account.emailVerified) return { ok: false, reason: 'email_not_verified', email: account.email };
  return { ok: true, user: account };
}

/**
 * A fresh token on every login, so a session id planted before login is worth nothing after it.
 * An account with a second factor gets a session that waits for the code and signs nobody in.
 */
export async function startLoginSession(
  db: Database,
  user: Pick<User, 'id' | 'totpSecret'>,
  previousToken: string | undefined,
  origin?: SessionOrigin,
): Promise<NewSession> {
  await revokeSessionToken(db, previousToken);
  return createSession(db, user.id, origin, { awaitingSecondFactor: user.totpSecret !== null });
}
