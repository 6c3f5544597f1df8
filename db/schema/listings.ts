import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CERTIFICATIONS,
  DEFAULT_COUNTRY,
  MIN_SQUARE_FEET,
  PAUSED_BY,
  POSITION_SOURCES,
  STORAGE_TERM_TYPES,
  WAREHOUSE_STATUSES,
  type Certification,
} from '#src/shared/catalog.ts';
import { inList, createdAt, textArray } from './columns.ts';
import { users } from './accounts.ts';

/** A coordinate as published: exact only for a placed pin on a listing that shows its street number. */
const PUBLIC_DEGREES = (column: 'latitude' | 'longitude') =>
  sql.raw(
    `case when show_contact_info and position_source = 'pin' then ${column} else floor(${column} * 100 + 0.5) / 100 end`,
  );

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().unique(),
    address: text('address').notNull(),
    unitNumber: text('unit_number'),
    city: text('city').notNull(),
    /** Two-letter postal code of the province or state (ON, QC, NV …). */
    stateProvince: text('state_province').notNull(),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    squareFeet: integer('square_feet'),
    storageType: textArray('storage_type'),
    storageTermType: text('storage_term_type').notNull().default('both'),
    servicesOffered: textArray('services_offered'),
    contactEmails: textArray('contact_emails'),
    contactPhones: textArray('contact_phones'),
    websiteUrl: text('website_url'),
    description: text('description').notNull(),
    /** The owner's optional French description, shown on /fr pages in place of `description`. */
    descriptionFr: text('description_fr'),
    images: textArray('images'),
    status: text('status').notNull().default('pending'),
    pausedBy: text('paused_by'),
    showContactInfo: boolean('show_contact_info').notNull().default(false),
    /**
     * Its owner's business was checked by an admin (a `business_verifications` row for `user_id`):
     * kept by triggers (migration 0020), never written by the application.
     */
    ownerVerified: boolean('owner_verified').notNull().default(false),
    forwardQuotesToWarehouse: boolean('forward_quotes_to_warehouse').notNull().default(false),
    claimToken: text('claim_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    isPaid: boolean('is_paid').notNull().default(false),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    subscriptionPlan: text('subscription_plan'),
    subscriptionExpiryDate: timestamp('subscription_expiry_date', { withTimezone: true }),
    pendingName: text('pending_name'),
    pendingNameInitiatedBy: uuid('pending_name_initiated_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    pendingStatusReason: text('pending_status_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** POSITION_SOURCES: whether a person placed the pin, or the listing stands at its city's centre. */
    positionSource: text('position_source').notNull().default('city'),
    /**
     * Where the public is told the listing stands, the one definition every public answer, search
     * distance and map point reads (src/server/warehouses/public.ts, `publicPosition`): the
     * building when the owner shows the street number and placed the pin; otherwise rounded to
     * two decimals of a degree (about a kilometre), in double-precision arithmetic that the
     * search index's JavaScript would compute alike. Generated, so no write can forget it.
     */
    publicLatitude: doublePrecision('public_latitude').generatedAlwaysAs(PUBLIC_DEGREES('latitude')),
    publicLongitude: doublePrecision('public_longitude').generatedAlwaysAs(PUBLIC_DEGREES('longitude')),
    /** Folded name, city, address and description (see foldText) for free-text search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner last confirmed the listing's availability: an owner's save or a confirmation
     * link (src/server/listings/availability.ts). Visitors see its age (src/shared/freshness.ts),
     * and listings not confirmed for FRESHNESS.staleAfterDays rank after fresher ones.
     */
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The listings version (below) of the last write to this row, stamped by a trigger
     * (migration 0007): the search index reloads only the rows written since its own version.
     */
    changedInVersion: bigint('changed_in_version', { mode: 'number' }).notNull().default(0),
    /**
     * A deleted listing stays (status 'deleted') for LISTING_RESTORE_DAYS so an admin can restore
     * it to the status it had, then the purge removes it and its photos (src/server/listings/deletion.ts).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    statusBeforeDeletion: text('status_before_deletion'),
    // The facts a buyer asks before calling (src/shared/listing-facts.ts, docs/decisions/listing-facts.md):
    // all optional, null when the listing does not say; prices in the country's currency.
    spaceAvailableSqFt: integer('space_available_sq_ft'),
    spaceAvailablePallets: integer('space_available_pallets'),
    availableFrom: date('available_from', { mode: 'string' }),
    minimumTermMonths: integer('minimum_term_months'),
    pricePerPalletMonth: doublePrecision('price_per_pallet_month'),
    pricePerSqFtYear: doublePrecision('price_per_sq_ft_year'),
    clearHeightFt: integer('clear_height_ft'),
    dockDoors: integer('dock_doors'),
    driveInDoors: integer('drive_in_doors'),
    temperatureMinC: integer('temperature_min_c'),
    temperatureMaxC: integer('temperature_max_c'),
    certifications: textArray('certifications').$type<Certification[]>(),
    racking: boolean('racking'),
    sprinklers: boolean('sprinklers'),
  },
  (t) => [
    check('warehouses_status_check', sql`${t.status} in (${inList(WAREHOUSE_STATUSES)})`),
    check('warehouses_storage_term_type_check', sql`${t.storageTermType} in (${inList(STORAGE_TERM_TYPES)})`),
    check('warehouses_position_source_check', sql`${t.positionSource} in (${inList(POSITION_SOURCES)})`),
    check('warehouses_paused_by_check', sql`${t.pausedBy} is null or ${t.pausedBy} in (${inList(PAUSED_BY)})`),
    check(
      'warehouses_square_feet_check',
      sql`${t.squareFeet} is null or ${t.squareFeet} >= ${sql.raw(String(MIN_SQUARE_FEET))}`,
    ),
    check(
      'warehouses_facts_check',
      sql`coalesce(${t.spaceAvailableSqFt}, 0) >= 0 and coalesce(${t.spaceAvailablePallets}, 0) >= 0
        and coalesce(${t.pricePerPalletMonth}, 1) > 0 and coalesce(${t.pricePerSqFtYear}, 1) > 0
        and coalesce(${t.dockDoors}, 0) >= 0 and coalesce(${t.driveInDoors}, 0) >= 0
        and coalesce(${t.minimumTermMonths}, 1) >= 1 and coalesce(${t.clearHeightFt}, 1) > 0
        and (${t.temperatureMinC} is null or ${t.temperatureMaxC} is null or ${t.temperatureMinC} <= ${t.temperatureMaxC})`,
    ),
    check('warehouses_certifications_check', sql`${t.certifications} <@ array[${inList(CERTIFICATIONS)}]::text[]`),
    check('warehouses_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('warehouses_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check(
      'warehouses_deleted_check',
      sql`(${t.status} = 'deleted') = (${t.deletedAt} is not null and ${t.statusBeforeDeletion} is not null)`,
    ),
    index('warehouses_status_idx').on(t.status),
    index('warehouses_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index('warehouses_changed_in_version_idx').on(t.changedInVersion),
    index('warehouses_status_created_at_idx').on(t.status, t.createdAt),
    // The admin's listings table across every status, newest or last changed first (src/server/admin/listing-view.ts).
    index('warehouses_created_at_idx').on(t.createdAt, t.id),
    index('warehouses_updated_at_idx').on(t.updatedAt, t.id),
    index('warehouses_name_lower_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('warehouses_user_id_idx').on(t.userId),
    // The monthly confirmation requests pick active listings by how long ago they were confirmed.
    index('warehouses_availability_confirmed_at_idx')
      .on(t.availabilityConfirmedAt)
      .where(sql`${t.status} = 'active'`),
    // Radius search uses warehouses_active_location_idx, created in migration 0001 because drizzle
    // cannot express its INCLUDE list: a bounding box on (latitude, longitude) of active listings
    // that also carries every column the search filters and counts on, so the candidate scan is
    // index-only and whole rows are read for the one page shown.
    index('warehouses_storage_type_idx').using('gin', t.storageType),
    index('warehouses_services_offered_idx').using('gin', t.servicesOffered),
    index('warehouses_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_warehouse_key').on(t.userId, t.warehouseId),
    index('favorites_warehouse_id_idx').on(t.warehouseId),
  ],
);

/**
 * One row: a number that every statement writing `warehouses` raises in its own transaction,
 * whichever process or tool runs it (triggers, migration 0007). Writers of listings take turns on
 * this row, so versions follow commit order. Search answers and the search index are kept per
 * version (src/server/search/), so nothing kept is older than the last committed listing change
 * (docs/decisions/search.md, "Answers kept in memory").
 */
export const listingsVersion = pgTable(
  'listings_version',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listings_version_singleton_check', sql`${t.singleton}`)],
);

/** Listings deleted, with the version of their deletion (a trigger writes them); no id: the table was emptied. */
export const deletedListings = pgTable(
  'deleted_listings',
  {
    warehouseId: uuid('warehouse_id'),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('deleted_listings_version_idx').on(t.version)],
);

/**
 * Every photo uploaded through /api/photos, re-encoded into IMAGE_WIDTHS WebP files under
 * `storageKey` (src/server/photos). A listing's `images` may only name photos its owner (or an
 * admin) uploaded; `warehouseId` is set when a listing takes the photo, and photos nobody took
 * are removed after a day.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    /** The URL stored in warehouses.images: its 960-pixel file (see imageSrcSet). */
    url: text('url').notNull().unique(),
    /** Where the files sit in the photo store; each width's file is named from it. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photos_uploaded_by_idx').on(t.uploadedBy), index('photos_warehouse_id_idx').on(t.warehouseId)],
);

/**
 * Detail-page views per listing and day (UTC), counted by the page's beacon
 * (src/server/listings/listing-stats.ts). A counter, not an event row per view, so a popular page costs one row a day.
 */
export const listingDailyViews = pgTable(
  'listing_daily_views',
  {
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.day] })],
);

/**
 * The links of the monthly e-mail asking an owner to confirm a listing's availability
 * (src/server/listings/availability.ts): only the token's hash is stored; a link confirms once
 * (`usedAt`) and not after `expiresAt`. The newest row per listing says when it was last asked.
 */
export const availabilityRequests = pgTable(
  'availability_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('availability_requests_warehouse_created_idx').on(t.warehouseId, t.createdAt)],
);
