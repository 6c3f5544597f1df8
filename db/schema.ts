/**
 * The database's tables, one file per area under db/schema/ (drizzle-kit reads them all through
 * this file's re-exports). Migrations: npm run db:generate.
 */
import type { photos, warehouses } from './schema/listings.ts';
import type { users } from './schema/accounts.ts';
import type { places, siteBuilds } from './schema/records.ts';

export * from './schema/accounts.ts';
export * from './schema/listings.ts';
export * from './schema/requests.ts';
export * from './schema/records.ts';
export * from './schema/billing.ts';

export type User = typeof users.$inferSelect;
export type Photo = typeof photos.$inferSelect;
export type SiteBuild = typeof siteBuilds.$inferSelect;
export type Warehouse = typeof warehouses.$inferSelect;
export type NewWarehouse = typeof warehouses.$inferInsert;
export type Place = typeof places.$inferSelect;
