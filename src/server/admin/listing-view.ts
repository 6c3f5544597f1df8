import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { photos, users, warehouses, type Warehouse } from '#db/schema.ts';
import type {
  AdminListing,
  AdminListingPage,
  AdminModerationQueue,
  AdminUserRef,
  ModerationItem,
} from '#src/server/answers/admin.ts';
import { savedListingFields } from '#src/server/listings/listing-answers.ts';
import type { WarehouseStatus } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import type { AdminListingsQuery } from '#src/shared/validation/admin.ts';

const DAY_MS = 86_400_000;
const MODERATION_LIMIT = 100;

/** YYYY-MM-DD of a date column kept as a timestamp (the admin sets dates, not times). */
const dayOf = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export const ageInDays = (since: Date, now = Date.now()) => Math.max(0, Math.floor((now - since.getTime()) / DAY_MS));

const claimUrl = (siteUrl: string, w: Pick<Warehouse, 'id' | 'claimToken'>) =>
  `${siteUrl}/claim/${w.id}/${w.claimToken}`;

/** The people some rows name (owners, reviewers, handlers), by id, in one read. */
export async function userRefs(db: Database, ids: (string | null)[]): Promise<Map<string, AdminUserRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every field of the rows, with the people they name and their photos' sizes, in two more reads. */
async function toAdminListings(db: Database, siteUrl: string, rows: Warehouse[]): Promise<AdminListing[]> {
  const urls = [...new Set(rows.flatMap((r) => r.images))];
  const [people, photoRows] = await Promise.all([
    userRefs(
      db,
      rows.flatMap((r) => [r.userId, r.reviewedBy, r.pendingNameInitiatedBy]),
    ),
    urls.length
      ? db
          .select({ url: photos.url, width: photos.width, height: photos.height })
          .from(photos)
          .where(inArray(photos.url, urls))
      : Promise.resolve([]),
  ]);
  const sizes = new Map(photoRows.map((p) => [p.url, p]));
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((w) => ({
    id: w.id,
    ...savedListingFields(w),
    photos: w.images.map((url) => ({
      url,
      width: sizes.get(url)?.width ?? null,
      height: sizes.get(url)?.height ?? null,
    })),
    status: w.status as WarehouseStatus,
    pausedBy: w.pausedBy as AdminListing['pausedBy'],
    isPaid: w.isPaid,
    paymentDate: dayOf(w.paymentDate),
    subscriptionPlan: w.subscriptionPlan,
    subscriptionExpiryDate: dayOf(w.subscriptionExpiryDate),
    pendingName: w.pendingName,
    pendingNameInitiatedBy: person(w.pendingNameInitiatedBy),
    pendingStatusReason: w.pendingStatusReason,
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
    reviewedBy: person(w.reviewedBy),
    deletedAt: w.deletedAt?.toISOString() ?? null,
    latitude: w.latitude,
    longitude: w.longitude,
    pinPlaced: w.positionSource === 'pin',
    owner: person(w.userId),
    claimUrl: w.userId ? null : claimUrl(siteUrl, w),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    availabilityConfirmedAt: w.availabilityConfirmedAt.toISOString(),
    ownerVerified: w.ownerVerified,
  }));
}

export async function loadAdminListing(db: Database, siteUrl: string, id: string): Promise<AdminListing | null> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  if (!row) return null;
  const [listing] = await toAdminListings(db, siteUrl, [row]);
  return listing!;
}

/** Each order ends on a unique key, so pages never overlap; the name is unique on its own. */
const LISTING_SORTS = {
  created: [warehouses.createdAt, warehouses.id],
  updated: [warehouses.updatedAt, warehouses.id],
  name: [warehouses.name],
} as const;

/**
 * One page of every listing. The text matches the folded name, city, address and description
 * through the search_text trigram index (accents and case ignored), or a listing's id exactly.
 * Each order has its index: (status, created_at) with a status filter, created_at or updated_at
 * across every status, and the name's unique index.
 */
export async function searchAdminListings(db: Database, query: AdminListingsQuery): Promise<AdminListingPage> {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(warehouses.status, query.status));
  const text = query.query;
  if (isUuid(text)) filters.push(eq(warehouses.id, text));
  // Folded text holds only letters, digits and spaces, so it needs no LIKE escaping.
  else if (foldText(text)) filters.push(sql`${warehouses.searchText} like ${`%${foldText(text)}%`}`);
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: warehouses.id,
        name: warehouses.name,
        pendingName: warehouses.pendingName,
        city: warehouses.city,
        stateProvince: warehouses.stateProvince,
        country: warehouses.country,
        status: warehouses.status,
        pausedBy: warehouses.pausedBy,
        isPaid: warehouses.isPaid,
        subscriptionPlan: warehouses.subscriptionPlan,
        subscriptionExpiryDate: warehouses.subscriptionExpiryDate,
        userId: warehouses.userId,
        createdAt: warehouses.createdAt,
        updatedAt: warehouses.updatedAt,
      })
      .from(warehouses)
      .where(where)
      .orderBy(...LISTING_SORTS[query.sort].map((column) => direction(column)))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(warehouses).where(where),
  ]);
  // Owners are read for the page's rows alone, so the page query stays on the listings' indexes.
  const owners = await userRefs(
    db,
    rows.map((r) => r.userId),
  );
  return {
    listings: rows.map(({ userId, ...r }) => ({
      ...r,
      status: r.status as WarehouseStatus,
      pausedBy: r.pausedBy as AdminListing['pausedBy'],
      subscriptionExpiryDate: dayOf(r.subscriptionExpiryDate),
      owner: userId ? (owners.get(userId) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Pending listings oldest first, then listings of any other status with a new name waiting. */
export async function moderationQueue(db: Database, siteUrl: string): Promise<AdminModerationQueue> {
  const [pendingRows, [pendingTotal], nameRows] = await Promise.all([
    db
      .select()
      .from(warehouses)
      .where(eq(warehouses.status, 'pending'))
      .orderBy(asc(warehouses.createdAt), asc(warehouses.id))
      .limit(MODERATION_LIMIT),
    db.select({ value: count() }).from(warehouses).where(eq(warehouses.status, 'pending')),
    db
      .select()
      .from(warehouses)
      .where(and(isNotNull(warehouses.pendingName), notInArray(warehouses.status, ['pending', 'deleted'])))
      .orderBy(asc(warehouses.updatedAt), asc(warehouses.id))
      .limit(MODERATION_LIMIT),
  ]);
  const now = Date.now();
  const withAge = (list: AdminListing[], rows: Warehouse[]): ModerationItem[] =>
    list.map((listing, i) => ({ ...listing, ageDays: ageInDays(rows[i]!.createdAt, now) }));
  const [pending, names] = await Promise.all([
    toAdminListings(db, siteUrl, pendingRows),
    toAdminListings(db, siteUrl, nameRows),
  ]);
  return {
    pending: withAge(pending, pendingRows),
    pendingTotal: pendingTotal?.value ?? 0,
    pendingNames: withAge(names, nameRows),
  };
}
