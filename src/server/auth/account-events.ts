import type { Database } from '#db/client.ts';
import { accountEvents } from '#db/schema.ts';
import { recordAudit } from '#src/server/audit/audit.ts';

export type AccountEventAction =
  | 'sign_in'
  | 'second_factor.enrol'
  | 'second_factor.remove'
  | 'recovery_code.use'
  | 'provider.link'
  | 'provider.unlink'
  | 'session.end';

/**
 * Records a security event of an account (docs/decisions/second-factor.md, "What is recorded").
 * Every account's go to account_events; an admin's also to the audit log, where the other admins
 * see them. Pass the transaction of the change when there is one.
 */
export async function recordAccountEvent(
  db: Database,
  user: { id: string; username: string; isAdmin: boolean },
  action: AccountEventAction,
  details: Record<string, string | number | null> = {},
): Promise<void> {
  await db.insert(accountEvents).values({ userId: user.id, action, details: JSON.stringify(details) });
  if (!user.isAdmin) return;
  const changes = Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, { before: null, after: value }]),
  );
  await recordAudit(db, user, {
    action: `account.${action}`,
    entityType: 'user',
    entityId: user.id,
    entityName: user.username,
    changes,
  });
}
