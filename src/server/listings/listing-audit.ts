import type { Database } from '#db/client.ts';
import type { Warehouse } from '#db/schema.ts';
import { actorById, changedFields, recordAudit } from '#src/server/audit/audit.ts';

/**
 * The audit entry of an owner's save of the listing form, written in the save's transaction:
 * the listing's submission, or the change of status a save makes (a declined listing goes back
 * to review). A save that leaves the status alone writes nothing.
 */
export function auditOwnerSave(userId: string) {
  return async (tx: Database, before: Warehouse | null, after: Warehouse): Promise<void> => {
    const changes = before
      ? changedFields(before, after, ['status'])
      : { status: { before: null, after: after.status }, userId: { before: null, after: userId } };
    if (!Object.keys(changes).length) return;
    await recordAudit(tx, await actorById(tx, userId), {
      action: before ? 'listing.resubmit' : 'listing.submit',
      entityType: 'listing',
      entityId: after.id,
      entityName: after.name,
      changes,
    });
  };
}
