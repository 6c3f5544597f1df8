import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { uniqueViolation } from '#db/errors.ts';
import { providerSignups, userIdentities, users, type User } from '#db/schema.ts';
import type { SignInProviderName } from '#src/shared/api/sign-in-providers.ts';
import type { LinkedProvider, PendingProviderSignup } from '#src/server/answers/sign-in-providers.ts';
import { findUserByEmail, isUsernameTaken } from './accounts.ts';
import { recordAccountEvent } from './account-events.ts';
import type { ProviderIdentity } from './oidc.ts';
import { hashToken, newToken } from '#src/server/security/tokens.ts';

/** How long a first sign-in waits for its username. */
const PENDING_SIGNUP_MS = 15 * 60 * 1000;

/**
 * Who a provider sign-in is (docs/decisions/sign-in-providers.md, "Accounts"):
 * - the account already linked to this (provider, subject);
 * - else the account with the same address, linked now, only when the provider vouches for it;
 * - else, when an account has that address, nobody: its owner logs in with the password and links;
 * - else a new account, once the person picks a username (`pending`).
 */
export type ProviderSignInAccount =
  | { kind: 'account'; user: User; linkedNow: boolean }
  | { kind: 'link_required' }
  | { kind: 'no_email' }
  | { kind: 'pending'; token: string };

export async function accountForProviderSignIn(
  db: Database,
  identity: ProviderIdentity,
): Promise<ProviderSignInAccount> {
  const linked = await linkedAccount(db, identity);
  if (linked) return { kind: 'account', user: linked, linkedNow: false };
  if (!identity.email) return { kind: 'no_email' };
  const sameAddress = await findUserByEmail(db, identity.email);
  if (sameAddress) {
    if (!identity.emailVouched) return { kind: 'link_required' };
    const link = await linkProvider(db, sameAddress, identity);
    // Linked a moment ago by another tab: the account is the one the lookup now finds.
    if (!link.ok) return accountForProviderSignIn(db, identity);
    // The provider vouched for the address, so it is confirmed now if it was not yet.
    if (!sameAddress.emailVerified)
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, sameAddress.id));
    return { kind: 'account', user: { ...sameAddress, emailVerified: true }, linkedNow: true };
  }
  return { kind: 'pending', token: await startProviderSignup(db, identity) };
}

async function linkedAccount(db: Database, identity: Pick<ProviderIdentity, 'provider' | 'subject'>) {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  return row?.user;
}

/** Whether `identity` is the one linked to `userId` (a provider re-sign-in must be the owner's own). */
export async function isLinkedTo(db: Database, userId: string, identity: ProviderIdentity): Promise<boolean> {
  return (await linkedAccount(db, identity))?.id === userId;
}

export type LinkOutcome = { ok: true } | { ok: false; reason: 'linked_elsewhere' | 'already_linked' };

/** Links the provider to the account; one account per provider identity, one identity per provider per account. */
export async function linkProvider(
  db: Database,
  user: Pick<User, 'id' | 'username' | 'isAdmin'>,
  identity: ProviderIdentity,
): Promise<LinkOutcome> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(userIdentities).values({
        userId: user.id,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
      });
      await recordAccountEvent(tx, user, 'provider.link', { provider: identity.provider });
    });
    return { ok: true };
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    return { ok: false, reason: constraint.includes('subject') ? 'linked_elsewhere' : 'already_linked' };
  }
}

export type UnlinkOutcome = { ok: true } | { ok: false; reason: 'not_linked' | 'last_way_in' };

/** Unlinks, unless it is the account's last way to sign in: no password and no other provider. */
export async function unlinkProvider(
  db: Database,
  user: Pick<User, 'id' | 'username' | 'isAdmin'>,
  provider: SignInProviderName,
): Promise<UnlinkOutcome> {
  return db.transaction(async (tx) => {
    // Locked, so two unlinks from two tabs cannot each leave the other as the last way in.
    const [account] = await tx
      .select({ password: users.password })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const linked = await tx
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, user.id));
    if (!linked.some((row) => row.provider === provider)) return { ok: false, reason: 'not_linked' };
    if (!account?.password && linked.length <= 1) return { ok: false, reason: 'last_way_in' };
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, user.id), eq(userIdentities.provider, provider)));
    await recordAccountEvent(tx, user, 'provider.unlink', { provider });
    return { ok: true };
  });
}

export async function linkedProviders(db: Database, userId: string): Promise<LinkedProvider[]> {
  const rows = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(userIdentities.provider);
  return rows.map((row) => ({ provider: row.provider, email: row.email, linkedAt: row.createdAt.toISOString() }));
}

async function startProviderSignup(db: Database, identity: ProviderIdentity): Promise<string> {
  const token = newToken();
  await db.delete(providerSignups).where(lt(providerSignups.expiresAt, new Date()));
  await db.insert(providerSignups).values({
    tokenHash: hashToken(token),
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email!,
    name: identity.name,
    expiresAt: new Date(Date.now() + PENDING_SIGNUP_MS),
  });
  return token;
}

async function pendingSignupRow(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(providerSignups)
    .where(and(eq(providerSignups.tokenHash, hashToken(token)), gt(providerSignups.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** A username the spec's rules accept, from the person's name or address; the person may change it. */
function suggestedUsername(name: string | null, email: string): string {
  const base = (name ?? email.split('@')[0]!).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return base.length >= 4 ? base.slice(0, 20) : `${base}-user`.replace(/^-/, '').slice(0, 20);
}

export async function pendingProviderSignup(db: Database, token: string): Promise<PendingProviderSignup | undefined> {
  const row = await pendingSignupRow(db, token);
  if (!row) return undefined;
  return { provider: row.provider, email: row.email, suggestedUsername: suggestedUsername(row.name, row.email) };
}

export type ProviderSignupOutcome =
  { ok: true; user: User } | { ok: false; reason: 'expired' | 'username_taken' | 'email_taken' | 'linked_elsewhere' };

/** Creates the account a first provider sign-in waited for: verified (the provider showed the address), no password. */
export async function completeProviderSignup(
  db: Database,
  token: string,
  username: string,
): Promise<ProviderSignupOutcome> {
  const pending = await pendingSignupRow(db, token);
  if (!pending) return { ok: false, reason: 'expired' };
  if (await isUsernameTaken(db, username)) return { ok: false, reason: 'username_taken' };
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ username, email: pending.email, password: null, emailVerified: true })
        .returning();
      await tx.insert(userIdentities).values({
        userId: created!.id,
        provider: pending.provider,
        subject: pending.subject,
        email: pending.email,
      });
      await tx.delete(providerSignups).where(eq(providerSignups.id, pending.id));
      await recordAccountEvent(tx, created!, 'provider.link', { provider: pending.provider });
      return created!;
    });
    return { ok: true, user };
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    if (constraint.includes('username')) return { ok: false, reason: 'username_taken' };
    if (constraint.includes('email')) return { ok: false, reason: 'email_taken' };
    return { ok: false, reason: 'linked_elsewhere' };
  }
}
