import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses, type Warehouse } from '#db/schema.ts';
import { hideStreetNumber, type PublicWarehouse } from '#src/shared/warehouse.ts';
import type { StorageTermType } from '#src/shared/catalog.ts';

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
    images: w.images,
    showContactInfo: show,
    latitude: w.latitude,
    longitude: w.longitude,
    isPaid: w.isPaid,
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** Public listing order when no place ranks them: paid listings first, then most recently updated. */
export const publicOrder = [desc(warehouses.isPaid), desc(warehouses.updatedAt), warehouses.id] as const;

export async function listActiveWarehouses(db: Database, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(warehouses).where(eq(warehouses.status, 'active')).orderBy(...publicOrder).limit(limit).offset(offset),
    db.select({ value: count() }).from(warehouses).where(eq(warehouses.status, 'active')),
  ]);
  return { warehouses: rows.map(toPublicWarehouse), total: total?.value ?? 0 };
}

export async function findActiveWarehouse(db: Database, id: string): Promise<PublicWarehouse | null> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.status, 'active')))
    .limit(1);
  return row ? toPublicWarehouse(row) : null;
}
