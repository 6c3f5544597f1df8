import { and, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { users } from '#db/schema.ts';
import {
  forgotPasswordRequest,
  loginRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  signupRequest,
} from '#src/shared/validation/auth.ts';
import { accountMail } from '#src/server/auth/account-mail.ts';
import {
  findUserByEmail,
  findUserByLogin,
  isEmailTaken,
  isUsernameTaken,
  newEmailToken,
  RESET_TTL_MS,
  toSessionUser,
  uniqueViolation,
  VERIFICATION_TTL_MS,
} from '#src/server/auth/accounts.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '#src/server/auth/password.ts';
import { authLimits, enforceRateLimits } from '#src/server/auth/rate-limits.ts';
import { endAllSessions, endSession, revokeSessionToken, SESSION_COOKIE, startSession } from '#src/server/auth/sessions.ts';
import { hashToken } from '#src/server/auth/tokens.ts';
import { clientIp } from '#src/server/security/rate-limit.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, readJson } from '#src/server/api/http.ts';

export const authRoutes = new Hono<AppEnv>();

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  emailNotVerified: 'Please verify your email address before logging in. We can send the link again.',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  resendSent: 'If an account with that email still needs verifying, a new verification link has been sent.',
  tokenMissing: 'Verification token is missing.',
  verificationInvalid: 'This verification link is invalid or has expired.',
  verified: 'Email verified successfully. You can now log in.',
  emailChanged: 'Your new email address is confirmed. Use it to log in from now on.',
  emailChangeTaken: 'This email address now belongs to another account, so the change was cancelled.',
  forgotSent: 'If an account with that email exists, a password reset link has been sent.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
} as const;

export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

function conflict(errors: Record<string, string>): ApiError {
  const message =
    errors.username && errors.email
      ? 'This username and email are already in use'
      : (errors.username ?? errors.email ?? AUTH_MESSAGES.emailTaken);
  return new ApiError(409, message, errors);
}

/** Signup answers which field clashes; the unique indexes still settle a race between two signups. */
authRoutes.post('/auth/signup', async (c) => {
  const db = c.get('db');
  const ip = clientIp(c);
  await enforceRateLimits(c, authLimits.signupAttemptsPerIp(ip));
  const input = await readJson(c, signupRequest);
  const errors: Record<string, string> = {};
  if (await isUsernameTaken(db, input.username)) errors.username = AUTH_MESSAGES.usernameTaken;
  if (await isEmailTaken(db, input.email)) errors.email = AUTH_MESSAGES.emailTaken;
  if (Object.keys(errors).length) throw conflict(errors);
  // Counted only once the account would be created, so typos and taken names do not lock a person out.
  await enforceRateLimits(c, authLimits.signupPerIp(ip));

  const password = await hashPassword(input.password);
  const link = newEmailToken(VERIFICATION_TTL_MS);
  let created;
  try {
    [created] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        password,
        verificationToken: link.hash,
        verificationTokenExpiry: link.expiresAt,
      })
      .returning();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    throw conflict(
      constraint.includes('username') ? { username: AUTH_MESSAGES.usernameTaken } : { email: AUTH_MESSAGES.emailTaken },
    );
  }
  const user = created!;
  await accountMail.verifyEmail(c.var, user, link.token);
  return c.json(
    { requiresVerification: true, email: user.email, user: { ...toSessionUser(user), emailVerified: false } },
    201,
  );
});

authRoutes.post('/auth/login', async (c) => {
  const db = c.get('db');
  const ip = clientIp(c);
  await enforceRateLimits(c, authLimits.loginPerIp(ip));
  const input = await readJson(c, loginRequest);
  const user = await findUserByLogin(db, input.usernameOrEmail);
  // Keyed by the account when there is one, so switching between username and e-mail earns no extra tries.
  await enforceRateLimits(c, authLimits.loginPerAccount(ip, user?.id ?? input.usernameOrEmail));

  // An unknown account still costs one full hash check, so timing does not tell which accounts exist.
  const passwordOk = await verifyPassword(input.password, user?.password ?? (await decoyPasswordHash()));
  if (!user || !passwordOk) throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
  if (!user.emailVerified) {
    return c.json({ message: AUTH_MESSAGES.emailNotVerified, code: EMAIL_NOT_VERIFIED, email: user.email }, 403);
  }

  // A fresh token on every login, so a session id planted before login is worth nothing after it.
  await revokeSessionToken(db, getCookie(c, SESSION_COOKIE));
  await startSession(c, db, c.get('config'), user.id);
  return c.json({ user: toSessionUser(user) });
});

authRoutes.post('/auth/logout', async (c) => {
  await endSession(c, c.get('db'), getCookie(c, SESSION_COOKIE));
  return c.json({ success: true });
});

/** Same answer whether or not the address has an account, so it cannot be used to find accounts. */
authRoutes.post('/auth/resend-verification', async (c) => {
  const db = c.get('db');
  await enforceRateLimits(c, authLimits.resendPerIp(clientIp(c)));
  const { email } = await readJson(c, resendVerificationRequest);
  await enforceRateLimits(c, authLimits.resendPerEmail(email));

  const user = await findUserByEmail(db, email);
  if (user && !user.emailVerified) {
    // Overwriting the stored hash is what makes the previous link stop working.
    const link = newEmailToken(VERIFICATION_TTL_MS);
    await db
      .update(users)
      .set({ verificationToken: link.hash, verificationTokenExpiry: link.expiresAt })
      .where(eq(users.id, user.id));
    await accountMail.verifyEmail(c.var, user, link.token);
  }
  return c.json({ success: true, message: AUTH_MESSAGES.resendSent });
});

/**
 * Confirms a signup address, or a new address from the profile page (then `pendingEmail`
 * becomes `email`). The update is conditional on the token, so a link works exactly once.
 */
authRoutes.get('/auth/verify-email', async (c) => {
  const db = c.get('db');
  const token = c.req.query('token')?.trim();
  if (!token) throw new ApiError(400, AUTH_MESSAGES.tokenMissing);
  const tokenHash = hashToken(token);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.verificationToken, tokenHash), gt(users.verificationTokenExpiry, new Date())))
    .limit(1);
  if (!user) throw new ApiError(400, AUTH_MESSAGES.verificationInvalid);

  const unlink = { verificationToken: null, verificationTokenExpiry: null, pendingEmail: null };
  const thisLink = and(eq(users.id, user.id), eq(users.verificationToken, tokenHash));
  const newEmail = user.pendingEmail;
  let updated;
  try {
    updated = await db
      .update(users)
      .set({ ...unlink, emailVerified: true, ...(newEmail ? { email: newEmail } : {}) })
      .where(thisLink)
      .returning({ id: users.id });
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    await db.update(users).set(unlink).where(thisLink);
    throw new ApiError(409, AUTH_MESSAGES.emailChangeTaken);
  }
  if (!updated.length) throw new ApiError(400, AUTH_MESSAGES.verificationInvalid);
  return c.json({ message: newEmail ? AUTH_MESSAGES.emailChanged : AUTH_MESSAGES.verified });
});

/** Same answer whether or not the address has an account. */
authRoutes.post('/auth/forgot-password', async (c) => {
  const db = c.get('db');
  await enforceRateLimits(c, authLimits.forgotPerIp(clientIp(c)));
  const { email } = await readJson(c, forgotPasswordRequest);
  await enforceRateLimits(c, authLimits.forgotPerEmail(email));

  const user = await findUserByEmail(db, email);
  if (user) {
    const link = newEmailToken(RESET_TTL_MS);
    await db
      .update(users)
      .set({ resetPasswordToken: link.hash, resetPasswordTokenExpiry: link.expiresAt })
      .where(eq(users.id, user.id));
    await accountMail.resetPassword(c.var, user, link.token);
  }
  return c.json({ message: AUTH_MESSAGES.forgotSent });
});

authRoutes.post('/auth/reset-password', async (c) => {
  const db = c.get('db');
  await enforceRateLimits(c, authLimits.resetPerIp(clientIp(c)));
  const { token, newPassword } = await readJson(c, resetPasswordRequest);
  const tokenHash = hashToken(token);
  const thisLink = and(eq(users.resetPasswordToken, tokenHash), gt(users.resetPasswordTokenExpiry, new Date()));
  const [user] = await db.select().from(users).where(thisLink).limit(1);
  if (!user) throw new ApiError(400, AUTH_MESSAGES.resetInvalid);

  const password = await hashPassword(newPassword);
  const updated = await db
    .update(users)
    .set({
      password,
      resetPasswordToken: null,
      resetPasswordTokenExpiry: null,
      // Opening the link proved the inbox is theirs, which is all verification proves. It also
      // cancels an e-mail change someone else may have started with a stolen password.
      emailVerified: true,
      verificationToken: null,
      verificationTokenExpiry: null,
      pendingEmail: null,
    })
    .where(and(eq(users.id, user.id), thisLink))
    .returning({ id: users.id });
  if (!updated.length) throw new ApiError(400, AUTH_MESSAGES.resetInvalid);

  await endAllSessions(db, user.id);
  await accountMail.passwordChanged(c.var, user);
  return c.json({ success: true, message: AUTH_MESSAGES.resetDone });
});
