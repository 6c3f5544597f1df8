import type { AppDeps } from '#src/server/deps.ts';
import { clearRateLimits } from '#src/server/security/rate-limit.ts';
import { loginCountersOf } from '#src/server/security/rate-limit-rules.ts';
import { accountMail } from './account-mail.ts';
import { findUserByEmail } from './accounts.ts';
import { consumeResetLink, findResetLinkOwner, issueResetLink } from './email-links.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './sessions.ts';

/** Does the same visible thing whether or not the address has an account. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueResetLink(deps.db, user.id);
  await accountMail.resetPassword(deps, user, token);
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
  if (!(await consumeResetLink(deps.db, user.id, token, passwordHash))) return { ok: false, reason: 'invalid_link' };
  await endAllSessions(deps.db, user.id);
  await clearRateLimits(deps.db, loginCountersOf(user.id));
  await accountMail.passwordChanged(deps, user);
  return { ok: true };
}
