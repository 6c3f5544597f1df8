import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { uniqueViolation } from '#db/errors.ts';
import { users, type User } from '#db/schema.ts';
import { accountMail } from '#src/server/auth/account-mail.ts';
import { isEmailTaken, isUsernameTaken } from '#src/server/auth/accounts.ts';
import { issueEmailChangeLink, replacePassword } from '#src/server/auth/email-links.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { createSession, endAllSessions, type NewSession } from '#src/server/auth/sessions.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import type { Locale } from '#src/shared/i18n/locale.ts';

/** The signed-in user's own account: changes from the profile page. */

export type UsernameChange = { ok: true; user: User } | { ok: false; reason: 'username_taken' };

/** The unique index settles a race with another account taking the name meanwhile. */
export async function changeUsername(db: Database, userId: string, username: string): Promise<UsernameChange> {
  if (await isUsernameTaken(db, username, userId)) return { ok: false, reason: 'username_taken' };
  try {
    const [updated] = await db.update(users).set({ username }).where(eq(users.id, userId)).returning();
    return { ok: true, user: updated! };
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    return { ok: false, reason: 'username_taken' };
  }
}

/** The account's language, as its owner last chose it: its e-mails are written in it. */
export async function changeLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function checkNewEmail(
  db: Database,
  user: User,
  newEmail: string,
): Promise<{ ok: true } | { ok: false; reason: 'same_email' | 'email_taken' }> {
  if (newEmail === user.email.toLowerCase()) return { ok: false, reason: 'same_email' };
  if (await isEmailTaken(db, newEmail, user.id)) return { ok: false, reason: 'email_taken' };
  return { ok: true };
}

/**
 * Starts an e-mail change: the new address gets a confirmation link (opening it moves the
 * address into `email`), the old one a notice, so a stolen session cannot quietly take the account.
 */
export async function startEmailChange(deps: AppDeps, user: User, newEmail: string): Promise<User> {
  const updated = await deps.db.transaction(async (tx) => {
    const link = await issueEmailChangeLink(tx, user.id, newEmail);
    await queueMail(tx, [
      accountMail.confirmNewEmail(deps.config, user, newEmail, link.token),
      accountMail.emailChangeRequested(deps.config, user, newEmail),
    ]);
    return link.user;
  });
  deps.outbox.kick();
  return updated;
}

/**
 * Every session of the account ends, the current one included, and a fresh one starts for the
 * browser that asked: whoever else held a session (or an old cookie) is out.
 */
export async function changePassword(
  deps: AppDeps,
  user: User,
  newPassword: string,
  /** The asking session had entered a second-factor code: the fresh one stands in for it. */
  secondFactorPassed: boolean,
): Promise<NewSession> {
  const passwordHash = await hashPassword(newPassword);
  const session = await deps.db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash);
    await endAllSessions(tx, user.id);
    const fresh = await createSession(tx, user.id, undefined, { secondFactorPassed });
    await queueMail(tx, [accountMail.passwordChanged(deps.config, user)]);
    return fresh;
  });
  deps.outbox.kick();
  return session;
}

/** Sessions and favorites go with the account (FK cascade); listings stay, unowned (FK set null). */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
