import type { AppDeps } from '#src/server/deps.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import type { ForgotPasswordRequest } from '#src/shared/validation/auth.ts';
import { clearRateLimits } from '#src/server/security/rate-limit.ts';
import { loginCountersOf } from '#src/server/security/rate-limit-rules.ts';
import { accountMail, NO_ACCOUNT_ID } from './account-mail.ts';
import { findUserByEmail } from './accounts.ts';
import { consumeResetLink, findResetLinkOwner, issueResetLink } from './email-links.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './sessions.ts';

/** Does the same visible thing whether or not the address has an account. */
export async function requestPasswordReset(deps: AppDeps, { email, returnUrl }: ForgotPasswordRequest): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  await deps.db.transaction(async (tx) => {
    const token = await issueResetLink(tx, user?.id ?? NO_ACCOUNT_ID);
    await queueMail(tx, user ? [accountMail.resetPassword(deps.config, user, token, returnUrl)] : []);
  });
  deps.outbox.kick();
}

export type ResetOutcome = { ok: true } | { ok: false; reason: 'invalid_link' };

/**
 * Sets the new password through a reset link, signs out every session and sends a notice. The
 * account's login counters go too: the link proves the owner holds the mailbox, so a lockout
 * caused by someone guessing from many addresses ends for them here.
 */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string): Promise<ResetOutcome> {
  const user = await findResetLinkOwner(deps.db, token);
  if (!user) return { ok: false, reason: 'invalid_link' };
  const passwordHash = await hashPassword(newPassword);
  const reset = await deps.db.transaction(async (tx) => {
    if (!(await consumeResetLink(tx, user.id, token, passwordHash))) return false;
    await endAllSessions(tx, user.id);
    await queueMail(tx, [accountMail.passwordChanged(deps.config, user)]);
    return true;
  });
  if (!reset) return { ok: false, reason: 'invalid_link' };
  await clearRateLimits(deps.db, loginCountersOf(user.id));
  deps.outbox.kick();
  return { ok: true };
}
