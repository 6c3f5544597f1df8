import { Hono, type Context } from 'hono';
import { SECOND_FACTOR_MESSAGES } from '#src/shared/api/second-factor.ts';
import type { SecondFactorStatus } from '#src/server/answers/second-factor.ts';
import { disableSecondFactorRequest, secondFactorCodeRequest } from '#src/shared/validation/sign-in.ts';
import { findUserById, toSessionUser } from '#src/server/auth/accounts.ts';
import { recordAccountEvent } from '#src/server/auth/account-events.ts';
import { verifyPassword } from '#src/server/auth/password.ts';
import { linkedProviders } from '#src/server/auth/provider-accounts.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  recoveryCodesLeft,
  removeSecondFactor,
  startEnrolment,
} from '#src/server/auth/second-factor.ts';
import { completeSecondFactor, findSessionAwaitingCode } from '#src/server/auth/sessions.ts';
import { clearRateLimits } from '#src/server/security/rate-limit.ts';
import { RATE_LIMITS, secondFactorCountersOf } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireSession, requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';
import { sessionToken, setSessionCookie } from '#src/server/api/session-cookie.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** A provider re-sign-in stands in for the password this long. */
const REAUTH_VALID_MS = 10 * 60 * 1000;

const CODE_REFUSALS = {
  wrong_code: [400, () => SECOND_FACTOR_MESSAGES.wrongCode, 'code'],
  code_used: [400, () => SECOND_FACTOR_MESSAGES.codeUsed, 'code'],
  no_enrolment: [409, () => SECOND_FACTOR_MESSAGES.noEnrolment],
  already_enabled: [409, () => SECOND_FACTOR_MESSAGES.alreadyEnabled],
} as const satisfies Record<string, RefusalAnswer>;

async function currentAccount(c: Context<AppEnv>) {
  const user = await findUserById(c.var.db, requireUser(c).id);
  if (!user) throw new ApiError(401, m.api_log_in());
  return user;
}

/**
 * /api/second-factor: the code step of a sign-in, and setting up or turning off the
 * authenticator from the profile (docs/decisions/second-factor.md).
 */
export const secondFactorRoutes = new Hono<AppEnv>()
  /** The second step of a sign-in whose first step (password or provider) left a waiting session. */
  .post('/verify', validated('json', secondFactorCodeRequest), async (c) => {
    const token = sessionToken(c);
    const waiting = token ? await findSessionAwaitingCode(c.var.db, token) : undefined;
    const user = waiting ? await findUserById(c.var.db, waiting.userId) : undefined;
    if (!waiting || !user) throw new ApiError(401, SECOND_FACTOR_MESSAGES.noPendingSignIn);
    await enforceRateLimits(c, RATE_LIMITS.secondFactorPerUser(user.id));
    const check = await checkSecondFactor(c.var.db, user, c.req.valid('json').code);
    if (!check.ok) throw refusalError(CODE_REFUSALS, check);
    await clearRateLimits(c.var.db, secondFactorCountersOf(user.id));
    setSessionCookie(c, c.var.config, await completeSecondFactor(c.var.db, waiting));
    await recordAccountEvent(c.var.db, user, 'sign_in', {
      method: waiting.method,
      secondFactor: check.recovery ? 'recovery code' : 'app',
    });
    return c.json({
      user: toSessionUser(user),
      recoveryCodesLeft: check.recovery ? await recoveryCodesLeft(c.var.db, user.id) : null,
    });
  })
  .get('/', signedIn, async (c) => {
    const user = await currentAccount(c);
    const { reauthenticatedAt } = requireSession(c);
    const answer: SecondFactorStatus = {
      enabled: user.totpSecret !== null,
      recoveryCodesLeft: user.totpSecret ? await recoveryCodesLeft(c.var.db, user.id) : 0,
      required: user.isAdmin,
      hasPassword: user.password !== null,
      providers: (await linkedProviders(c.var.db, user.id)).map((linked) => linked.provider),
      recentlyReauthenticated: reauthenticatedAt !== null && Date.now() - reauthenticatedAt.getTime() < REAUTH_VALID_MS,
    };
    return c.json(answer);
  })
  /** A new secret and its QR code; nothing changes until a code from it is confirmed. */
  .post('/enrolment', signedIn, async (c) => {
    const user = await currentAccount(c);
    if (user.totpSecret) throw new ApiError(409, SECOND_FACTOR_MESSAGES.alreadyEnabled);
    return c.json(await startEnrolment(c.var.db, user));
  })
  .post('/confirm', signedIn, validated('json', secondFactorCodeRequest), async (c) => {
    const user = await currentAccount(c);
    await enforceRateLimits(c, RATE_LIMITS.secondFactorPerUser(user.id));
    const enrolment = await confirmEnrolment(c.var.db, user, requireSession(c).id, c.req.valid('json').code);
    if (!enrolment.ok) throw refusalError(CODE_REFUSALS, enrolment);
    return c.json({ recoveryCodes: enrolment.recoveryCodes });
  })
  /** Needs the password (or a provider re-sign-in in this session a moment ago) and a current code. */
  .post('/disable', signedIn, validated('json', disableSecondFactorRequest), async (c) => {
    const user = await currentAccount(c);
    if (user.isAdmin) throw new ApiError(403, SECOND_FACTOR_MESSAGES.requiredForAdmins);
    if (!user.totpSecret) throw new ApiError(409, SECOND_FACTOR_MESSAGES.notEnabled);
    const { code, password } = c.req.valid('json');
    await enforceRateLimits(c, RATE_LIMITS.secondFactorPerUser(user.id), RATE_LIMITS.passwordCheckPerUser(user.id));
    const { reauthenticatedAt } = requireSession(c);
    const reauthenticated = reauthenticatedAt !== null && Date.now() - reauthenticatedAt.getTime() < REAUTH_VALID_MS;
    if (password) {
      if (!user.password || !(await verifyPassword(password, user.password))) {
        throw new ApiError(400, m.api_current_password_wrong(), { password: m.api_current_password_wrong() });
      }
    } else if (!reauthenticated) {
      throw new ApiError(400, SECOND_FACTOR_MESSAGES.confirmIdentity, {
        password: SECOND_FACTOR_MESSAGES.confirmIdentity,
      });
    }
    const check = await checkSecondFactor(c.var.db, user, code);
    if (!check.ok) throw refusalError(CODE_REFUSALS, check);
    await removeSecondFactor(c.var.db, user);
    return c.json({ message: SECOND_FACTOR_MESSAGES.disabled });
  });
