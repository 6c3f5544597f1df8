import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { businessVerifications, users, warehouses, type User } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { queueMail, type QueuedMessage } from '#src/server/mail/outbox.ts';
import { adminRightsMessage } from '#src/server/mail/templates/admin-rights.ts';
import type { AdminUser, AdminUserPage } from '#src/server/answers/admin.ts';
import type { AdminUsersQuery } from '#src/shared/validation/admin.ts';
import type { BusinessVerificationMethod } from '#src/shared/catalog.ts';
import { changedFields, recordAudit, type Actor } from '#src/server/audit/audit.ts';

export type UserOutcome = { ok: true; user: AdminUser } | { ok: false; reason: 'not_found' | 'own_admin_flag' };
export type UserDeleteOutcome = { ok: true } | { ok: false; reason: 'not_found' | 'self' };

/** Written with the outer table named: an unqualified "id" inside the subquery would be the listing's. */
const listingCount = sql<number>`(select count(*)::int from ${warehouses} owned where owned.user_id = ${users}.id)`;

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  isAdmin: users.isAdmin,
  emailVerified: users.emailVerified,
  pendingEmail: users.pendingEmail,
  createdAt: users.createdAt,
  listingCount,
  verification: {
    method: businessVerifications.method,
    note: businessVerifications.note,
    verifiedByName: businessVerifications.verifiedByName,
    verifiedAt: businessVerifications.verifiedAt,
  },
};

/** Accounts with their business verification, if any: one row each (the verification's key is the account). */
const usersWithVerification = (db: Database) =>
  db.select(adminUserColumns).from(users).leftJoin(businessVerifications, eq(businessVerifications.userId, users.id));

type AdminUserRow = Awaited<ReturnType<typeof usersWithVerification>>[number];
const toAdminUser = ({ verification, ...row }: AdminUserRow): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  businessVerification:
    verification?.verifiedAt && verification.method && verification.verifiedByName
      ? {
          method: verification.method as BusinessVerificationMethod,
          note: verification.note,
          verifiedByName: verification.verifiedByName,
          verifiedAt: verification.verifiedAt.toISOString(),
        }
      : null,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Accounts whose username or e-mail contains the text (case ignored), newest first. */
export async function searchUsers(db: Database, query: AdminUsersQuery): Promise<AdminUserPage> {
  const pattern = `%${escapeLike(query.query.toLowerCase())}%`;
  const where = query.query
    ? or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    usersWithVerification(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function loadAdminUser(db: Database, id: string): Promise<AdminUser | null> {
  const [row] = await usersWithVerification(db).where(eq(users.id, id));
  return row ? toAdminUser(row) : null;
}

/**
 * Applies `set` to the user and records the changed fields in the same transaction, with the
 * account owner's e-mail when `mail` gives one; a change that changes nothing writes no entry
 * and sends nothing.
 */
async function changeUser(
  db: Database,
  actor: Actor,
  id: string,
  action: string,
  set: (current: User) => Partial<typeof users.$inferInsert>,
  mail?: (before: User) => QueuedMessage,
): Promise<UserOutcome & { mailed?: boolean }> {
  const found = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return null;
    const values = set(before);
    // Tokens are secrets: the audit records the flags, never the token columns.
    const audited = (['emailVerified', 'isAdmin'] as const).filter((k) => k in values);
    const changes = changedFields(before, { ...before, ...values }, audited);
    if (!Object.keys(changes).length) return { mailed: false };
    await tx.update(users).set(values).where(eq(users.id, id));
    await recordAudit(tx, actor, { action, entityType: 'user', entityId: id, entityName: before.username, changes });
    if (mail) await queueMail(tx, [mail(before)]);
    return { mailed: Boolean(mail) };
  });
  if (!found) return { ok: false, reason: 'not_found' };
  return { ok: true, user: (await loadAdminUser(db, id))!, mailed: found.mailed };
}

/**
 * Confirms the account's address by hand (someone who cannot receive the link). The unused
 * signup link dies with it; a link for a pending change of address is left alone.
 */
export function verifyUserEmail(db: Database, actor: Actor, id: string): Promise<UserOutcome> {
  return changeUser(db, actor, id, 'user.verify_email', (current) =>
    current.emailVerified
      ? {}
      : {
          emailVerified: true,
          ...(current.pendingEmail ? {} : { verificationToken: null, verificationTokenExpiry: null }),
        },
  );
}

/**
 * An admin cannot take away their own flag, so the dashboard always keeps at least one admin.
 * The account's owner is told by e-mail either way.
 */
export async function setAdminFlag(deps: AppDeps, actor: Actor, id: string, isAdmin: boolean): Promise<UserOutcome> {
  if (id === actor.id && !isAdmin) return { ok: false, reason: 'own_admin_flag' };
  const { mailed, ...outcome } = await changeUser(
    deps.db,
    actor,
    id,
    isAdmin ? 'user.make_admin' : 'user.remove_admin',
    () => ({ isAdmin }),
    (user) => ({
      ...inLanguageOf(user, () =>
        adminRightsMessage({
          siteUrl: deps.config.siteUrl,
          username: user.username,
          granted: isAdmin,
          by: actor.username,
        }),
      ),
      to: user.email,
      kind: isAdmin ? 'admin_granted' : 'admin_removed',
    }),
  );
  if (mailed) deps.outbox.kick();
  return outcome;
}

/**
 * Removes an account: its sessions and favourites go with it (cascade), its listings stay,
 * unowned (set null), ready for a claim link. The entries keep who it was and which listings
 * lost their owner.
 */
export async function deleteUserAsAdmin(db: Database, actor: Actor, id: string): Promise<UserDeleteOutcome> {
  if (id === actor.id) return { ok: false, reason: 'self' };
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(eq(warehouses.userId, id))
      .for('update');
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, id))
      .returning({ username: users.username, email: users.email, isAdmin: users.isAdmin });
    if (!deleted) return { ok: false, reason: 'not_found' } as const;
    const changes = Object.fromEntries(Object.entries(deleted).map(([k, v]) => [k, { before: v, after: null }]));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      entityName: deleted.username,
      changes,
    });
    await recordAudit(
      tx,
      actor,
      owned.map((listing) => ({
        action: 'listing.owner_deleted',
        entityType: 'listing' as const,
        entityId: listing.id,
        entityName: listing.name,
        changes: { userId: { before: id, after: null } },
      })),
    );
    return { ok: true } as const;
  });
}
