import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { uniqueViolation } from '#db/errors.ts';
import { users, type User } from '#db/schema.ts';
import { hashToken, newToken } from '#src/server/security/tokens.ts';

/**
 * The one home of the e-mailed links' columns: the verification link (signup, and a new
 * address in `pendingEmail`) and the password reset link. Each link is a token whose hash and
 * expiry are stored on the user; storing a new hash is what kills the previous link.
 */

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

const NO_VERIFICATION_LINK = { verificationToken: null, verificationTokenExpiry: null, pendingEmail: null };
const NO_RESET_LINK = { resetPasswordToken: null, resetPasswordTokenExpiry: null };

/** The token goes in the message, only its hash into the database. */
function newLink(ttlMs: number) {
  const token = newToken();
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) };
}

/** A verification link for an account being created: the columns for its row, and the token for the e-mail. */
export function newVerificationLink(): {
  token: string;
  columns: Pick<typeof users.$inferInsert, 'verificationToken' | 'verificationTokenExpiry'>;
} {
  const link = newLink(VERIFICATION_TTL_MS);
  return { token: link.token, columns: { verificationToken: link.hash, verificationTokenExpiry: link.expiresAt } };
}

/** A fresh verification link for an existing, unverified account. */
export async function issueVerificationLink(db: Database, userId: string): Promise<string> {
  const link = newVerificationLink();
  await db.update(users).set(link.columns).where(eq(users.id, userId));
  return link.token;
}

/** A link that, once opened, moves `newEmail` into `email`. */
export async function issueEmailChangeLink(
  db: Database,
  userId: string,
  newEmail: string,
): Promise<{ token: string; user: User }> {
  const link = newVerificationLink();
  const [user] = await db
    .update(users)
    .set({ pendingEmail: newEmail, ...link.columns })
    .where(eq(users.id, userId))
    .returning();
  return { token: link.token, user: user! };
}

export async function cancelEmailChange(db: Database, userId: string): Promise<User> {
  const [user] = await db.update(users).set(NO_VERIFICATION_LINK).where(eq(users.id, userId)).returning();
  return user!;
}

export type VerificationOutcome =
  { ok: true; emailChanged: boolean } | { ok: false; reason: 'invalid_link' | 'email_taken' };

/**
 * Confirms a signup address, or a new address (then `pendingEmail` becomes `email`). The update
 * is conditional on the token, so a link works exactly once.
 */
export async function consumeVerificationLink(db: Database, token: string): Promise<VerificationOutcome> {
  const tokenHash = hashToken(token);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.verificationToken, tokenHash), gt(users.verificationTokenExpiry, new Date())))
    .limit(1);
  if (!user) return { ok: false, reason: 'invalid_link' };

  const thisLink = and(eq(users.id, user.id), eq(users.verificationToken, tokenHash));
  const newEmail = user.pendingEmail;
  let updated;
  try {
    updated = await db
      .update(users)
      .set({ ...NO_VERIFICATION_LINK, emailVerified: true, ...(newEmail ? { email: newEmail } : {}) })
      .where(thisLink)
      .returning({ id: users.id });
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    await db.update(users).set(NO_VERIFICATION_LINK).where(thisLink);
    return { ok: false, reason: 'email_taken' };
  }
  if (!updated.length) return { ok: false, reason: 'invalid_link' };
  return { ok: true, emailChanged: Boolean(newEmail) };
}

export async function issueResetLink(db: Database, userId: string): Promise<string> {
  const link = newLink(RESET_TTL_MS);
  await db
    .update(users)
    .set({ resetPasswordToken: link.hash, resetPasswordTokenExpiry: link.expiresAt })
    .where(eq(users.id, userId));
  return link.token;
}

const resetLink = (token: string) =>
  and(eq(users.resetPasswordToken, hashToken(token)), gt(users.resetPasswordTokenExpiry, new Date()));

/** The account a still-valid reset link belongs to. */
export async function findResetLinkOwner(db: Database, token: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(resetLink(token)).limit(1);
  return user;
}

/**
 * Uses a reset link once: stores the new password and ends every link. Opening the link proved
 * the inbox is theirs, which is all verification proves; it also cancels an e-mail change
 * someone else may have started with a stolen password. False when the link was used meanwhile.
 */
export async function consumeResetLink(db: Database, userId: string, token: string, passwordHash: string) {
  const updated = await db
    .update(users)
    .set({ password: passwordHash, ...NO_RESET_LINK, emailVerified: true, ...NO_VERIFICATION_LINK })
    .where(and(eq(users.id, userId), resetLink(token)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** A new password: outstanding links were asked for under the old one, so they must not outlive it. */
export async function replacePassword(db: Database, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ password: passwordHash, ...NO_RESET_LINK, ...NO_VERIFICATION_LINK })
    .where(eq(users.id, userId));
}
