import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses, type Warehouse } from '#db/schema.ts';
import { listingFactsOf } from '#src/shared/listing-facts.ts';
import { hideStreetNumber, type PublicWarehouse } from '#src/shared/warehouse.ts';
import type { StorageTermType } from '#src/shared/catalog.ts';

/**
 * Where the public is told a listing stands (docs/decisions/maps.md, "Hidden addresses" and
 * "Pins never placed"): its building's coordinates when the owner shows the street number and a
 * person placed the pin; otherwise the area, rounded to about a kilometre, so no public answer
 * (page, search, distances, map points, structured data) places a building the address leaves
 * out or publishes a city's centre as the building. The rounded figures are the database's
 * generated `public_latitude`/`public_longitude`, which search distances are measured from too;
 * `locatedByCityOnly` says the area is only the city's, as no pin was placed.
 */
function publicPosition(
  w: Pick<Warehouse, 'latitude' | 'publicLatitude' | 'publicLongitude' | 'showContactInfo' | 'positionSource'>,
): { latitude: number | null; longitude: number | null; approximateLocation: boolean; locatedByCityOnly: boolean } {
  const located = w.latitude !== null;
  return {
    latitude: w.publicLatitude,
    longitude: w.publicLongitude,
    approximateLocation: located && !(w.showContactInfo && w.positionSource === 'pin'),
    locatedByCityOnly: located && w.positionSource === 'city',
  };
}

export function toPublicWarehouse(w: Warehouse): PublicWarehouse {
  const show = w.showContactInfo;
  return {
    id: w.id,
    name: w.name,
    address: show ? w.address : hideStreetNumber(w.address),
    unitNumber: show ? w.unitNumber : null,
    city: w.city,
    stateProvince: w.stateProvince,
    country: w.country,
    squareFeet: w.squareFeet,
    storageType: w.storageType,
    storageTermType: w.storageTermType as StorageTermType,
    servicesOffered: w.servicesOffered,
    contactEmails: show ? w.contactEmails : [],
    contactPhones: show ? w.contactPhones : [],
    websiteUrl: w.websiteUrl,
    description: w.description,
    descriptionFr: w.descriptionFr,
    images: w.images,
    showContactInfo: show,
    ...publicPosition(w),
    isPaid: w.isPaid,
    updatedAt: w.updatedAt.toISOString(),
    availabilityConfirmedAt: w.availabilityConfirmedAt.toISOString(),
    ownerVerified: w.ownerVerified,
    ...listingFactsOf(w),
  };
}

/**
 * The one condition for a listing the public may see. Written as a literal (not a bound
 * parameter) so the planner can use the partial location index (WHERE status = 'active').
 */
export const activeListing = sql`${warehouses.status} = 'active'`;

/** Public listing order when nothing else ranks them: paid listings first, then most recently updated. */
const PUBLIC_ORDER = [
  { column: warehouses.isPaid, descending: true },
  { column: warehouses.updatedAt, descending: true },
  { column: warehouses.id, descending: false },
] as const;

export const publicOrder = PUBLIC_ORDER.map(({ column, descending }) => (descending ? desc(column) : asc(column)));

/** The same order over a derived table `alias` whose columns keep the warehouse column names. */
export function publicOrderOver(alias: string): SQL {
  return sql.join(
    PUBLIC_ORDER.map(({ column, descending }) => sql.raw(`${alias}.${column.name}${descending ? ' desc' : ''}`)),
    sql`, `,
  );
}

export async function listActiveWarehouses(db: Database, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(warehouses)
      .where(activeListing)
      .orderBy(...publicOrder)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(warehouses).where(activeListing),
  ]);
  return { warehouses: rows.map(toPublicWarehouse), total: total?.value ?? 0 };
}

export async function findActiveWarehouse(db: Database, id: string): Promise<PublicWarehouse | null> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, id), activeListing))
    .limit(1);
  return row ? toPublicWarehouse(row) : null;
}
