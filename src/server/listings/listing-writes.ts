import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client.ts';
import { uniqueViolation } from '#db/errors.ts';
import { users, warehouses, type NewWarehouse, type Photo, type Warehouse } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import { listingReceivedMessage, listingReceivedToOperations } from '#src/server/mail/templates/listing-received.ts';
import { attachPhotos, deletePhotoFiles } from '#src/server/photos/photos.ts';
import { withDerivedFields } from '#src/server/warehouses/derived.ts';
import type { WarehouseStatus } from '#src/shared/catalog.ts';
import { haversineKm, type Coordinates } from '#src/shared/geo.ts';
import { listingFactsOf } from '#src/shared/listing-facts.ts';
import { foldText } from '#src/shared/text.ts';
import type { Listing } from '#src/shared/validation/listing.ts';
import { PIN_MAX_KM_FROM_CITY } from '#src/shared/validation/listing-wording.ts';
import { afterListingWrite, nextVersion } from './listing-changes.ts';
import { findListingPlace } from './listing-place.ts';

/**
 * Creating and editing listings, for owners and admins alike (docs/decisions/listings.md). Who
 * may touch a listing is decided before these are called (findOwnListing for owners, isAdmin
 * for admins); these apply the listing rules: the city must be a gazetteer place, names are
 * unique whatever their case, photos must be the actor's uploads, and an owner's rename of a
 * listing the public has seen waits for approval.
 */

interface Actor {
  id: string;
  isAdmin: boolean;
}

type Refusal<R extends string> = { ok: false; reason: R };
type WriteRefusal = Refusal<'name_taken' | 'unknown_city' | 'unknown_photo' | 'pin_far'>;

type InsertOutcome = { ok: true; listing: Warehouse } | WriteRefusal;
export type UpdateOutcome =
  { ok: true; listing: Warehouse } | WriteRefusal | Refusal<'not_found' | 'changed' | 'deleted'>;

/** Runs inside a write's transaction with the row before (null for a new one) and after: the admin's audit entry commits with the change. */
type WrittenHook = (tx: Database, before: Warehouse | null, after: Warehouse) => Promise<void>;

/** Thrown inside a transaction to roll it back, caught by the function that opened it. */
class Rollback extends Error {
  constructor(readonly refusal: WriteRefusal) {
    super(refusal.reason);
  }
}

/** The listing when `userId` owns it and has not deleted it; what an owner's GET and PATCH check first. */
export async function findOwnListing(
  db: Database,
  userId: string,
  id: string,
): Promise<Warehouse | 'not_found' | 'forbidden'> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  if (!row || row.status === 'deleted') return 'not_found';
  return row.userId === userId ? row : 'forbidden';
}

/**
 * Whether another listing has this name or asks for it (a rename waiting for approval), whatever
 * its case. A transaction-scoped lock on the name makes two saves of the same new name take
 * turns, so the second sees the first.
 */
async function nameTaken(tx: Transaction, name: string, exceptId: string | null): Promise<boolean> {
  const lowered = name.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-name:${lowered}`}))`);
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(
        or(sql`lower(${warehouses.name}) = ${lowered}`, sql`lower(${warehouses.pendingName}) = ${lowered}`),
        exceptId ? ne(warehouses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The columns a listing's form sets, as stored. */
/** Whether an owner's pin stands near enough to the city's gazetteer point to be a building of that city. */
const pinNearCity = (pin: Coordinates, city: Coordinates) => haversineKm(pin, city) <= PIN_MAX_KM_FROM_CITY;

function formColumns(input: Listing) {
  return {
    address: input.address,
    unitNumber: input.unitNumber,
    stateProvince: input.stateProvince,
    country: input.country,
    squareFeet: input.squareFeet,
    storageType: input.storageType,
    storageTermType: input.storageTermType,
    servicesOffered: input.servicesOffered,
    contactEmails: input.contactEmails,
    contactPhones: input.contactPhones,
    websiteUrl: input.websiteUrl,
    description: input.description,
    showContactInfo: input.showContactInfo,
    forwardQuotesToWarehouse: input.forwardQuotesToWarehouse,
    ...listingFactsOf(input),
  };
}

async function attachOrRollback(tx: Transaction, urls: string[], warehouseId: string, actor: Actor) {
  const attached = await attachPhotos(tx, { urls, warehouseId, actor });
  if (!attached.ok) throw new Rollback(attached);
  return attached.released;
}

/** Runs a write; a Rollback or a unique name clash that slipped past the lock becomes its refusal. */
async function writeOrRefuse<T>(db: Database, write: (tx: Transaction) => Promise<T>): Promise<T | WriteRefusal> {
  try {
    return await db.transaction(write);
  } catch (err) {
    if (err instanceof Rollback) return err.refusal;
    if (uniqueViolation(err) === 'warehouses_name_unique') return { ok: false, reason: 'name_taken' };
    throw err;
  }
}

/**
 * A new listing: `pending` (the waitlist) unless an admin creates it active. When an owner
 * submits it, the owner's receipt (to the contact e-mails) and the operations notice are queued
 * in the same transaction; an admin's unowned listing sends neither.
 */
export async function insertListing(
  deps: AppDeps,
  params: {
    ownerId: string | null;
    input: Listing;
    actor: Actor;
    status?: 'pending' | 'active';
    inTransaction?: WrittenHook;
  },
): Promise<InsertOutcome> {
  const { input, actor, ownerId } = params;
  const status = params.status ?? 'pending';
  const place = await findListingPlace(deps.db, input);
  if (!place) return { ok: false, reason: 'unknown_city' };
  if (input.pin && !pinNearCity(input.pin, place)) return { ok: false, reason: 'pin_far' };

  const outcome = await writeOrRefuse(deps.db, async (tx) => {
    if (await nameTaken(tx, input.name, null)) throw new Rollback({ ok: false, reason: 'name_taken' });
    const values: NewWarehouse = await withDerivedFields(tx, {
      ...formColumns(input),
      name: input.name,
      city: place.name,
      latitude: (input.pin ?? place).latitude,
      longitude: (input.pin ?? place).longitude,
      // Without a pin the owner placed or confirmed, the listing stands at its city's centre, and says so.
      positionSource: input.pin ? 'pin' : 'city',
      userId: ownerId,
      status,
      images: [],
      // By this process's clock, as every later confirmation is (availability.ts).
      availabilityConfirmedAt: new Date(),
      ...(status === 'active' ? { reviewedAt: new Date(), reviewedBy: actor.id } : {}),
    });
    const [row] = await tx.insert(warehouses).values(values).returning();
    // Photos are attached to a row that exists and shows none yet, so only the actor's own uploads pass.
    await attachOrRollback(tx, input.images, row!.id, actor);
    const [listing] = await tx
      .update(warehouses)
      .set({ images: input.images })
      .where(eq(warehouses.id, row!.id))
      .returning();

    if (ownerId) {
      const [owner] = await tx
        .select({ username: users.username, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, ownerId))
        .limit(1);
      const mail = {
        siteUrl: deps.config.siteUrl,
        adminPath: deps.config.adminPath,
        listing: { ...input, city: place.name, id: listing!.id },
        owner: owner ?? { username: 'A user', email: '' },
      };
      await queueMail(tx, [
        // The receipt goes to the listing's contacts in its owner's language.
        {
          ...inLanguageOf(owner, () => listingReceivedMessage(mail)),
          to: input.contactEmails,
          kind: 'listing_received',
        },
        {
          ...listingReceivedToOperations(mail),
          to: deps.config.opsEmail,
          replyTo: input.contactEmails[0],
          kind: 'listing_received_ops',
        },
      ]);
    }
    await params.inTransaction?.(tx, null, listing!);
    return { ok: true as const, listing: listing! };
  });
  if (!outcome.ok) return outcome;
  if (ownerId) deps.outbox.kick();
  await afterListingWrite(deps, {
    listingIds: [outcome.listing.id],
    before: null,
    after: status,
    reason: 'listing created',
    by: actor.id,
  });
  return outcome;
}

/** Where the listing is now, as the columns that say it; what an owner's save changes of it. */
function ownerStatusChange(row: Warehouse, newName: string, actor: Actor): Partial<NewWarehouse> {
  const status = row.status as WarehouseStatus;
  const seenByPublic = status === 'active' || status === 'paused';
  if (seenByPublic) {
    if (newName === row.name) return { pendingName: null, pendingNameInitiatedBy: null };
    if (newName === row.pendingName) return {};
    return { pendingName: newName, pendingNameInitiatedBy: actor.id };
  }
  const resubmitted = status === 'declined' ? { status: 'pending', pendingStatusReason: null, pausedBy: null } : {};
  return { name: newName, pendingName: null, pendingNameInitiatedBy: null, ...resubmitted };
}

/**
 * Saves a listing's form. With owner rules, a new name for a listing the public has seen (active,
 * or paused after being active) goes to pendingName until an admin approves it while every other
 * field applies at once, and a declined listing goes back to pending. With admin rules the name
 * applies directly. With `expectedUpdatedAt`, a listing saved by someone else since it was read
 * is refused as 'changed' rather than overwritten.
 */
export async function updateListing(
  deps: AppDeps,
  params: {
    id: string;
    input: Listing;
    actor: Actor;
    rules: 'owner' | 'admin';
    expectedUpdatedAt?: string;
    inTransaction?: WrittenHook;
  },
): Promise<UpdateOutcome> {
  const { id, input, actor, rules } = params;
  let released: Photo[] = [];
  const outcome = await writeOrRefuse(deps.db, async (tx) => {
    const [row] = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update');
    if (!row) return { ok: false as const, reason: 'not_found' as const };
    // A deleted listing waits for its restore or its purge (docs/decisions/admin.md, "Deleted listings").
    if (row.status === 'deleted') return { ok: false as const, reason: 'deleted' as const };
    if (params.expectedUpdatedAt && row.updatedAt.toISOString() !== params.expectedUpdatedAt) {
      return { ok: false as const, reason: 'changed' as const };
    }
    const renamed = input.name.toLowerCase() !== row.name.toLowerCase();
    const askedBefore = input.name.toLowerCase() === row.pendingName?.toLowerCase();
    if (renamed && !askedBefore && (await nameTaken(tx, input.name, row.id))) {
      throw new Rollback({ ok: false, reason: 'name_taken' });
    }

    const moved =
      foldText(input.city) !== foldText(row.city) ||
      input.stateProvince !== row.stateProvince ||
      input.country !== row.country;
    // A listing that stays where it is keeps its city and coordinates, which may have been placed by
    // hand; a pin moves the coordinates, and must stand near the city (a city an admin typed is not checked).
    const place = moved || input.pin ? await findListingPlace(tx, input) : null;
    if (moved && !place) throw new Rollback({ ok: false, reason: 'unknown_city' });
    if (input.pin && place && !pinNearCity(input.pin, place)) throw new Rollback({ ok: false, reason: 'pin_far' });
    const location = {
      city: moved ? place!.name : row.city,
      latitude: (input.pin ?? (moved ? place! : row)).latitude,
      longitude: (input.pin ?? (moved ? place! : row)).longitude,
      positionSource: input.pin ? 'pin' : moved ? 'city' : row.positionSource,
    };

    const nameChange: Partial<NewWarehouse> =
      rules === 'admin'
        ? {
            name: input.name,
            ...(askedBefore ? { pendingName: null, pendingNameInitiatedBy: null } : {}),
          }
        : ownerStatusChange(row, input.name, actor);

    released = await attachOrRollback(tx, input.images, row.id, actor);
    const next = await withDerivedFields(tx, {
      ...formColumns(input),
      ...location,
      name: row.name,
      ...nameChange,
      images: input.images,
      updatedAt: nextVersion(row.updatedAt),
      // An owner who saves the listing has looked at it: that confirms its availability (docs/decisions/freshness.md).
      ...(rules === 'owner' ? { availabilityConfirmedAt: new Date() } : {}),
    });
    const [listing] = await tx.update(warehouses).set(next).where(eq(warehouses.id, row.id)).returning();
    await params.inTransaction?.(tx, row, listing!);
    return { ok: true as const, before: row, listing: listing! };
  });
  if (!outcome.ok) return outcome;
  await deletePhotoFiles(deps, released);
  await afterListingWrite(deps, {
    listingIds: [outcome.listing.id],
    before: outcome.before.status,
    after: outcome.listing.status,
    rows: { before: outcome.before, after: outcome.listing },
    reason: rules === 'admin' ? 'listing edited by an admin' : 'listing edited by its owner',
    by: actor.id,
  });
  return { ok: true, listing: outcome.listing };
}
