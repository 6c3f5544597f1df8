import type { Database } from '#db/client.ts';
import { uniqueViolation } from '#db/errors.ts';
import { users, type User } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import type { ResendVerificationRequest, SignupRequest } from '#src/shared/validation/auth.ts';
import { accountMail, NO_ACCOUNT_ID } from './account-mail.ts';
import { findUserByEmail, isEmailTaken, isUsernameTaken } from './accounts.ts';
import { issueVerificationLink, newVerificationLink } from './email-links.ts';
import { hashPassword } from './password.ts';
import { getLocale } from '#src/shared/i18n/messages.ts';

export type AccountField = 'username' | 'email';

export type SignupOutcome = { ok: true; user: User } | { ok: false; reason: 'taken'; taken: AccountField[] };

/** Which of a new account's unique fields already belong to someone. */
export async function takenAccountFields(db: Database, input: Pick<SignupRequest, 'username' | 'email'>) {
  const taken: AccountField[] = [];
  if (await isUsernameTaken(db, input.username)) taken.push('username');
  if (await isEmailTaken(db, input.email)) taken.push('email');
  return taken;
}

/**
 * Creates the account, in the language of the page it signed up on, and queues its verification
 * link; the unique indexes settle a race between two signups.
 */
export async function signUp(deps: AppDeps, input: SignupRequest): Promise<SignupOutcome> {
  const password = await hashPassword(input.password);
  const link = newVerificationLink();
  let user: User;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, password, locale: getLocale(), ...link.columns })
        .returning();
      await queueMail(tx, [accountMail.verifyEmail(deps.config, created!, link.token, input.returnUrl)]);
      return created!;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    return { ok: false, reason: 'taken', taken: [constraint.includes('username') ? 'username' : 'email'] };
  }
  deps.outbox.kick();
  return { ok: true, user };
}

/** Does the same visible thing whether or not the address has an account, so it cannot be used to find accounts. */
export async function resendVerification(
  deps: AppDeps,
  { email, returnUrl }: ResendVerificationRequest,
): Promise<void> {
  const found = await findUserByEmail(deps.db, email);
  const user = found && !found.emailVerified ? found : undefined;
  await deps.db.transaction(async (tx) => {
    const token = await issueVerificationLink(tx, user?.id ?? NO_ACCOUNT_ID);
    await queueMail(tx, user ? [accountMail.verifyEmail(deps.config, user, token, returnUrl)] : []);
  });
  deps.outbox.kick();
}
