import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { users, type User } from '#db/schema.ts';
import {
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  updateUsernameRequest,
} from '#src/shared/validation/auth.ts';
import { accountMail } from '#src/server/auth/account-mail.ts';
import {
  findUserById,
  isEmailTaken,
  isUsernameTaken,
  newEmailToken,
  toProfileUser,
  uniqueViolation,
  VERIFICATION_TTL_MS,
} from '#src/server/auth/accounts.ts';
import { hashPassword, verifyPassword } from '#src/server/auth/password.ts';
import { authLimits, enforceRateLimits } from '#src/server/auth/rate-limits.ts';
import { endAllSessions, SESSION_COOKIE, startSession } from '#src/server/auth/sessions.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';
import { ApiError, readJson } from '#src/server/api/http.ts';
import { AUTH_MESSAGES } from './auth.ts';

export const profileRoutes = new Hono<AppEnv>();

export const PROFILE_MESSAGES = {
  wrongPassword: 'Your current password is incorrect',
  sameEmail: 'This is already your email address',
  passwordChanged: 'Your password has been changed. You were signed out on your other devices.',
  accountDeleted: 'Your account has been deleted.',
  emailChangeCancelled: 'The email change was cancelled.',
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email address changes once you open it.`,
} as const;

/** The session's user as stored now: the session only carries the fields every page needs. */
async function currentAccount(c: Context<AppEnv>): Promise<User> {
  const user = await findUserById(c.get('db'), requireUser(c).id);
  if (!user) throw new ApiError(401, 'Please log in to continue.');
  return user;
}

/**
 * Changes that could lock the owner out ask for the current password. A wrong one is a 400 on
 * the field, not a 401: the client treats 401 as "signed out".
 */
async function checkCurrentPassword(c: Context<AppEnv>, user: User, password: string, field: string) {
  await enforceRateLimits(c, authLimits.passwordCheckPerUser(user.id));
  if (!(await verifyPassword(password, user.password))) {
    throw new ApiError(400, PROFILE_MESSAGES.wrongPassword, { [field]: PROFILE_MESSAGES.wrongPassword });
  }
}

profileRoutes.get('/profile', async (c) => c.json({ user: toProfileUser(await currentAccount(c)) }));

profileRoutes.patch('/profile/username', async (c) => {
  const db = c.get('db');
  const user = await currentAccount(c);
  const { username } = await readJson(c, updateUsernameRequest);
  const taken = { username: AUTH_MESSAGES.usernameTaken };
  if (await isUsernameTaken(db, username, user.id)) throw new ApiError(409, AUTH_MESSAGES.usernameTaken, taken);
  try {
    const [updated] = await db.update(users).set({ username }).where(eq(users.id, user.id)).returning();
    return c.json({ user: toProfileUser(updated!) });
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    throw new ApiError(409, AUTH_MESSAGES.usernameTaken, taken);
  }
});

/**
 * Starts an e-mail change: the new address gets a confirmation link (GET /api/auth/verify-email
 * moves it into `email`), the old one a notice, so a stolen session cannot quietly take the account.
 */
profileRoutes.post('/profile/email', async (c) => {
  const db = c.get('db');
  const user = await currentAccount(c);
  const { newEmail, currentPassword } = await readJson(c, changeEmailRequest);
  await checkCurrentPassword(c, user, currentPassword, 'currentPassword');
  if (newEmail === user.email.toLowerCase()) {
    throw new ApiError(400, PROFILE_MESSAGES.sameEmail, { newEmail: PROFILE_MESSAGES.sameEmail });
  }
  if (await isEmailTaken(db, newEmail, user.id)) {
    throw new ApiError(409, AUTH_MESSAGES.emailTaken, { newEmail: AUTH_MESSAGES.emailTaken });
  }
  await enforceRateLimits(c, authLimits.emailChangePerUser(user.id));

  const link = newEmailToken(VERIFICATION_TTL_MS);
  const [updated] = await db
    .update(users)
    .set({ pendingEmail: newEmail, verificationToken: link.hash, verificationTokenExpiry: link.expiresAt })
    .where(eq(users.id, user.id))
    .returning();
  await accountMail.confirmNewEmail(c.var, user, newEmail, link.token);
  await accountMail.emailChangeRequested(c.var, user, newEmail);
  return c.json({ message: PROFILE_MESSAGES.emailChangeSent(newEmail), user: toProfileUser(updated!) });
});

profileRoutes.delete('/profile/email', async (c) => {
  const user = await currentAccount(c);
  const [updated] = await c
    .get('db')
    .update(users)
    .set({ pendingEmail: null, verificationToken: null, verificationTokenExpiry: null })
    .where(eq(users.id, user.id))
    .returning();
  return c.json({ message: PROFILE_MESSAGES.emailChangeCancelled, user: toProfileUser(updated!) });
});

/**
 * Every session of the account ends, the current one included, and this browser gets a fresh
 * one: whoever else held a session (or an old cookie) is out, and the owner stays signed in.
 */
profileRoutes.post('/profile/password', async (c) => {
  const db = c.get('db');
  const user = await currentAccount(c);
  const { currentPassword, newPassword } = await readJson(c, changePasswordRequest);
  await checkCurrentPassword(c, user, currentPassword, 'currentPassword');

  await db
    .update(users)
    .set({
      password: await hashPassword(newPassword),
      // Outstanding links were asked for under the old password; they must not outlive it.
      resetPasswordToken: null,
      resetPasswordTokenExpiry: null,
      pendingEmail: null,
      verificationToken: null,
      verificationTokenExpiry: null,
    })
    .where(eq(users.id, user.id));
  await endAllSessions(db, user.id);
  await startSession(c, db, c.get('config'), user.id);
  await accountMail.passwordChanged(c.var, user);
  return c.json({ success: true, message: PROFILE_MESSAGES.passwordChanged });
});

/** Sessions and favorites go with the account (FK cascade); listings stay, unowned (FK set null). */
profileRoutes.delete('/profile', async (c) => {
  const user = await currentAccount(c);
  const { password } = await readJson(c, deleteAccountRequest);
  await checkCurrentPassword(c, user, password, 'password');
  await c.get('db').delete(users).where(eq(users.id, user.id));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return c.json({ success: true, message: PROFILE_MESSAGES.accountDeleted });
});
