import { Hono, type MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED } from '#src/shared/api/accounts.ts';
import {
  forgotPasswordRequest,
  loginRequest,
  resendVerificationRequest,
  resetPasswordRequest,
  signupRequest,
  verifyEmailQuery,
} from '#src/shared/validation/auth.ts';
import { findUserByLogin, toSessionUser } from '#src/server/auth/accounts.ts';
import { refusingCommonPassword } from '#src/server/auth/breached-passwords.ts';
import { consumeVerificationLink } from '#src/server/auth/email-links.ts';
import { recordAccountEvent } from '#src/server/auth/account-events.ts';
import { checkCredentials, startLoginSession } from '#src/server/auth/login.ts';
import { requestPasswordReset, resetPassword } from '#src/server/auth/password-reset.ts';
import { revokeSessionToken } from '#src/server/auth/sessions.ts';
import { resendVerification, signUp, takenAccountFields, type AccountField } from '#src/server/auth/signup.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, validated, waitUntil } from '#src/server/api/http.ts';
import type { LocalizedString } from '#src/shared/i18n/messages.ts';
import { clientIp, enforceRateLimits, rateLimited } from '#src/server/api/rate-limit.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '#src/server/api/session-cookie.ts';
import { sessionOrigin } from '#src/server/api/session-origin.ts';

const TAKEN_MESSAGES: Record<AccountField, () => LocalizedString> = {
  username: () => AUTH_MESSAGES.usernameTaken,
  email: () => AUTH_MESSAGES.emailTaken,
};

const signupBody = refusingCommonPassword(signupRequest, 'password');
const resetPasswordBody = refusingCommonPassword(resetPasswordRequest, 'newPassword');

/** A 409 naming each clashing field, as the signup form shows them. */
function taken(fields: AccountField[]): ApiError {
  const errors = Object.fromEntries(fields.map((field) => [field, TAKEN_MESSAGES[field]()]));
  const message = fields.length > 1 ? AUTH_MESSAGES.usernameAndEmailTaken : TAKEN_MESSAGES[fields[0]!]();
  return new ApiError(409, message, errors);
}

/**
 * Forgot-password and resend-verification queue a mail only for a known address. Their answers
 * are held to a fixed time after the request reaches them, so how long one takes tells nobody
 * whether the address has an account (docs/decisions/accounts.md). The clock starts before the rate-limit
 * writes, whose time varies with the database's load, so it does not show in the answer either.
 */
const ACCOUNT_LOOKUP_ANSWER_MS = 250;

const answeredAfterLookupTime: MiddlewareHandler<AppEnv> = async (c, next) => {
  const answerAt = performance.now() + ACCOUNT_LOOKUP_ANSWER_MS;
  await next();
  await waitUntil(answerAt);
};

/** /api/auth: signup, login and logout, and the links e-mailed to confirm an address or reset a password. */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/signup',
    rateLimited((c) => RATE_LIMITS.signupAttemptsPerIp(clientIp(c))),
    validated('json', signupBody),
    async (c) => {
      const ip = clientIp(c);
      const input = c.req.valid('json');
      const takenFields = await takenAccountFields(c.var.db, input);
      if (takenFields.length) throw taken(takenFields);
      // Counted only once the account would be created, so typos and taken names do not lock a person out.
      await enforceRateLimits(c, RATE_LIMITS.signupPerIp(ip));
      const signup = await signUp(c.var, input);
      if (!signup.ok) throw taken(signup.taken);
      const { user } = signup;
      return c.json(
        { requiresVerification: true, email: user.email, user: { ...toSessionUser(user), emailVerified: false } },
        201,
      );
    },
  )
  .post(
    '/login',
    rateLimited((c) => RATE_LIMITS.loginPerIp(clientIp(c))),
    validated('json', loginRequest),
    async (c) => {
      const ip = clientIp(c);
      const input = c.req.valid('json');
      const account = await findUserByLogin(c.var.db, input.usernameOrEmail);
      // Keyed by the account when there is one, so switching between username and e-mail earns no extra tries.
      const accountKey = account?.id ?? input.usernameOrEmail;
      await enforceRateLimits(
        c,
        RATE_LIMITS.loginPerAccountAndIp(ip, accountKey),
        RATE_LIMITS.loginPerAccount(accountKey),
      );
      const login = await checkCredentials(account, input.password);
      if (!login.ok) {
        if (login.reason === 'email_not_verified') {
          return c.json({ message: AUTH_MESSAGES.emailNotVerified, code: EMAIL_NOT_VERIFIED, email: login.email }, 403);
        }
        throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
      }
      const session = await startLoginSession(c.var.db, login.user, sessionToken(c), sessionOrigin(c, 'password'));
      setSessionCookie(c, c.var.config, session);
      // The account has a second factor: the code comes next, on /sign-in-code (routes/second-factor.ts).
      if (session.awaitingSecondFactor) return c.json({ secondFactorRequired: true as const });
      await recordAccountEvent(c.var.db, login.user, 'sign_in', { method: 'password' });
      return c.json({ user: toSessionUser(login.user) });
    },
  )
  .post('/logout', async (c) => {
    await revokeSessionToken(c.var.db, sessionToken(c));
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .post(
    '/resend-verification',
    answeredAfterLookupTime,
    rateLimited((c) => RATE_LIMITS.resendPerIp(clientIp(c))),
    validated('json', resendVerificationRequest),
    async (c) => {
      const input = c.req.valid('json');
      await enforceRateLimits(c, RATE_LIMITS.resendPerEmail(input.email));
      await resendVerification(c.var, input);
      return c.json({ success: true, message: AUTH_MESSAGES.resendSent });
    },
  )
  /** Confirms a signup address, or a new address from the profile page. */
  .get('/verify-email', validated('query', verifyEmailQuery), async (c) => {
    const { token } = c.req.valid('query');
    if (!token) throw new ApiError(400, AUTH_MESSAGES.tokenMissing);
    const verification = await consumeVerificationLink(c.var.db, token);
    if (!verification.ok) {
      if (verification.reason === 'email_taken') throw new ApiError(409, AUTH_MESSAGES.emailChangeTaken);
      throw new ApiError(400, AUTH_MESSAGES.verificationInvalid);
    }
    return c.json({ message: verification.emailChanged ? AUTH_MESSAGES.emailChanged : AUTH_MESSAGES.verified });
  })
  .post(
    '/forgot-password',
    answeredAfterLookupTime,
    rateLimited((c) => RATE_LIMITS.forgotPerIp(clientIp(c))),
    validated('json', forgotPasswordRequest),
    async (c) => {
      const input = c.req.valid('json');
      await enforceRateLimits(c, RATE_LIMITS.forgotPerEmail(input.email));
      await requestPasswordReset(c.var, input);
      return c.json({ message: AUTH_MESSAGES.forgotSent });
    },
  )
  .post(
    '/reset-password',
    rateLimited((c) => RATE_LIMITS.resetPerIp(clientIp(c))),
    validated('json', resetPasswordBody),
    async (c) => {
      const { token, newPassword } = c.req.valid('json');
      const reset = await resetPassword(c.var, token, newPassword);
      if (!reset.ok) throw new ApiError(400, AUTH_MESSAGES.resetInvalid);
      return c.json({ success: true, message: AUTH_MESSAGES.resetDone });
    },
  );
