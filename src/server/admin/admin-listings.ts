import { and, eq, ne } from 'drizzle-orm';
import { warehouses, type Warehouse } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { markDeleted } from '#src/server/listings/deletion.ts';
import { afterListingWrite } from '#src/server/listings/listing-changes.ts';
import { insertListing, updateListing } from '#src/server/listings/listing-writes.ts';
import { nextVersion } from '#src/server/listings/listing-changes.ts';
import type { AdminListing } from '#src/server/answers/admin.ts';
import { LISTING_FACT_KEYS } from '#src/shared/listing-facts.ts';
import type { Listing } from '#src/shared/validation/listing.ts';
import { changedFields, recordAudit, type Actor } from '#src/server/audit/audit.ts';
import { loadAdminListing } from './listing-view.ts';

type WriteRefusal = { ok: false; reason: 'name_taken' | 'unknown_city' | 'unknown_photo' | 'pin_far' };
export type AdminWriteOutcome =
  { ok: true; listing: AdminListing } | WriteRefusal | { ok: false; reason: 'not_found' | 'changed' | 'deleted' };

/** What the listing form sets, plus what the server derives from it that an admin would notice. */
const FORM_FIELDS = [
  'name',
  'address',
  'unitNumber',
  'city',
  'stateProvince',
  'country',
  'squareFeet',
  'storageType',
  'storageTermType',
  'servicesOffered',
  'contactEmails',
  'contactPhones',
  'websiteUrl',
  'description',
  'images',
  'showContactInfo',
  'forwardQuotesToWarehouse',
  ...LISTING_FACT_KEYS,
  'pendingName',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof Warehouse)[];

const asWriter = (actor: Actor) => ({ id: actor.id, isAdmin: true });

/**
 * An unowned listing, online at once: the admin who writes it is its reviewer. Its claim link is
 * in the answer for the admin to send to the business. The audit entry is written in the
 * listings service's transaction, so it commits with the listing.
 */
export async function createUnownedListing(deps: AppDeps, actor: Actor, input: Listing): Promise<AdminWriteOutcome> {
  const outcome = await insertListing(deps, {
    ownerId: null,
    input,
    actor: asWriter(actor),
    status: 'active',
    inTransaction: (tx, _before, created) => {
      const blank = Object.fromEntries(FORM_FIELDS.map((k) => [k, null])) as unknown as Warehouse;
      return recordAudit(tx, actor, {
        action: 'listing.create',
        entityType: 'listing',
        entityId: created.id,
        entityName: created.name,
        changes: changedFields(blank, created, [...FORM_FIELDS, 'status']),
      });
    },
  });
  if (!outcome.ok) return outcome;
  return { ok: true, listing: (await loadAdminListing(deps.db, deps.config.siteUrl, outcome.listing.id))! };
}

/**
 * Any field of any listing, with the admin rules (a new name applies at once), when the version
 * the admin read is still current under the write's row lock.
 */
export async function editListingAsAdmin(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: Listing,
  expectedUpdatedAt: string,
): Promise<AdminWriteOutcome> {
  const outcome = await updateListing(deps, {
    id,
    input,
    actor: asWriter(actor),
    rules: 'admin',
    // The service compares ISO strings; a version written with an offset is the same instant.
    expectedUpdatedAt: new Date(expectedUpdatedAt).toISOString(),
    inTransaction: (tx, before, after) =>
      recordAudit(tx, actor, {
        action: 'listing.edit',
        entityType: 'listing',
        entityId: id,
        entityName: after.name,
        changes: changedFields(before!, after, FORM_FIELDS),
      }),
  });
  if (!outcome.ok) return outcome;
  return { ok: true, listing: (await loadAdminListing(deps.db, deps.config.siteUrl, id))! };
}

export type AdminDeleteOutcome = { ok: true } | { ok: false; reason: 'not_found' };

/**
 * Deletes a listing (the dashboard asks for confirmation first): it leaves the site and its
 * owner's page at once and stays restorable until the purge (listings/deletion.ts). A listing
 * already deleted is not found.
 */
export async function deleteListingAsAdmin(deps: AppDeps, actor: Actor, id: string): Promise<AdminDeleteOutcome> {
  const deleted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, id), ne(warehouses.status, 'deleted')))
      .for('update');
    if (!row) return null;
    await markDeleted(tx, row, actor, nextVersion(row.updatedAt));
    return row;
  });
  if (!deleted) return { ok: false, reason: 'not_found' };
  await afterListingWrite(deps, {
    listingIds: [deleted.id],
    before: deleted.status,
    after: 'deleted',
    reason: `listing deleted by ${actor.username}`,
    by: actor.id,
  });
  return { ok: true };
}
