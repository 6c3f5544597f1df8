import { Hono, type Context } from 'hono';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '#src/shared/api/accounts.ts';
import {
  accountLocaleRequest,
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  updateUsernameRequest,
} from '#src/shared/validation/auth.ts';
import { findUserById, toProfileUser } from '#src/server/auth/accounts.ts';
import { refusingCommonPassword } from '#src/server/auth/breached-passwords.ts';
import { cancelEmailChange } from '#src/server/auth/email-links.ts';
import { verifyPassword } from '#src/server/auth/password.ts';
import {
  changeLocale,
  changePassword,
  changeUsername,
  checkNewEmail,
  deleteAccount,
  startEmailChange,
} from '#src/server/profile/account-settings.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireSession, requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { clearSessionCookie, setSessionCookie } from '#src/server/api/session-cookie.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** /api/profile: the signed-in user's own account. */
const changePasswordBody = refusingCommonPassword(changePasswordRequest, 'newPassword');

/** The session's user as stored now: the session only carries the fields every page needs. */
async function currentAccount(c: Context<AppEnv>) {
  const user = await findUserById(c.var.db, requireUser(c).id);
  if (!user) throw new ApiError(401, m.api_log_in());
  return user;
}

/**
 * Changes that could lock the owner out ask for the current password. A wrong one is a 400 on
 * the field, not a 401: the client treats 401 as "signed out".
 */
async function checkCurrentPassword(
  c: Context<AppEnv>,
  user: { id: string; password: string | null },
  password: string,
  field: string,
) {
  await enforceRateLimits(c, RATE_LIMITS.passwordCheckPerUser(user.id));
  // An account made with Google or Microsoft has no password until its owner sets one ("Forgot your password?").
  if (!user.password || !(await verifyPassword(password, user.password))) {
    throw new ApiError(400, PROFILE_MESSAGES.wrongPassword, { [field]: PROFILE_MESSAGES.wrongPassword });
  }
}

export const profileRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ user: toProfileUser(await currentAccount(c)) }))
  .patch('/username', signedIn, validated('json', updateUsernameRequest), async (c) => {
    const user = await currentAccount(c);
    const { username } = c.req.valid('json');
    await enforceRateLimits(c, RATE_LIMITS.usernameChangePerUser(user.id));
    const change = await changeUsername(c.var.db, user.id, username);
    if (!change.ok) throw new ApiError(409, AUTH_MESSAGES.usernameTaken, { username: AUTH_MESSAGES.usernameTaken });
    return c.json({ user: toProfileUser(change.user) });
  })
  .post('/email', signedIn, validated('json', changeEmailRequest), async (c) => {
    const user = await currentAccount(c);
    const { newEmail, currentPassword } = c.req.valid('json');
    await checkCurrentPassword(c, user, currentPassword, 'currentPassword');
    const check = await checkNewEmail(c.var.db, user, newEmail);
    if (!check.ok) {
      if (check.reason === 'same_email') {
        throw new ApiError(400, PROFILE_MESSAGES.sameEmail, { newEmail: PROFILE_MESSAGES.sameEmail });
      }
      throw new ApiError(409, AUTH_MESSAGES.emailTaken, { newEmail: AUTH_MESSAGES.emailTaken });
    }
    await enforceRateLimits(c, RATE_LIMITS.emailChangePerUser(user.id));
    const updated = await startEmailChange(c.var, user, newEmail);
    return c.json({ message: PROFILE_MESSAGES.emailChangeSent(newEmail), user: toProfileUser(updated) });
  })
  .put('/locale', signedIn, validated('json', accountLocaleRequest), async (c) => {
    await changeLocale(c.var.db, requireUser(c).id, c.req.valid('json').locale);
    return c.json({ success: true });
  })
  .delete('/email', async (c) => {
    const user = await currentAccount(c);
    const updated = await cancelEmailChange(c.var.db, user.id);
    return c.json({ message: PROFILE_MESSAGES.emailChangeCancelled, user: toProfileUser(updated) });
  })
  /** Every other session ends; this browser gets a fresh one, so the owner stays signed in. */
  .post('/password', signedIn, validated('json', changePasswordBody), async (c) => {
    const user = await currentAccount(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    await checkCurrentPassword(c, user, currentPassword, 'currentPassword');
    setSessionCookie(c, c.var.config, await changePassword(c.var, user, newPassword, requireSession(c).secondFactor));
    return c.json({ success: true, message: PROFILE_MESSAGES.passwordChanged });
  })
  .delete('/', signedIn, validated('json', deleteAccountRequest), async (c) => {
    const user = await currentAccount(c);
    const { password } = c.req.valid('json');
    await checkCurrentPassword(c, user, password, 'password');
    await deleteAccount(c.var.db, user.id);
    clearSessionCookie(c);
    return c.json({ success: true, message: PROFILE_MESSAGES.accountDeleted });
  });
