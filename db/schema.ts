import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_COUNTRY,
  EVENT_TYPES,
  MIN_SQUARE_FEET,
  PAUSED_BY,
  SPACE_UNITS,
  STORAGE_TERM_TYPES,
  WAREHOUSE_STATUSES,
} from '#src/shared/catalog.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** scrypt hash with its parameters, never the password. */
    password: text('password').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    verificationToken: text('verification_token'),
    verificationTokenExpiry: timestamp('verification_token_expiry', { withTimezone: true }),
    resetPasswordToken: text('reset_password_token'),
    resetPasswordTokenExpiry: timestamp('reset_password_token_expiry', { withTimezone: true }),
    /** A new address waiting for its verification link; `email` changes only once it is used. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_verification_token_key').on(t.verificationToken),
    uniqueIndex('users_reset_password_token_key').on(t.resetPasswordToken),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most hourly; a session idle for longer than SESSION_IDLE_MS no longer counts. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
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
    images: textArray('images'),
    status: text('status').notNull().default('pending'),
    pausedBy: text('paused_by'),
    showContactInfo: boolean('show_contact_info').notNull().default(false),
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
    /** Folded name, city, address and description (see foldText) for free-text search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The listings version (below) of the last write to this row, stamped by a trigger
     * (migration 0007): the search index reloads only the rows written since its own version.
     */
    changedInVersion: bigint('changed_in_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('warehouses_status_check', sql`${t.status} in (${inList(WAREHOUSE_STATUSES)})`),
    check('warehouses_storage_term_type_check', sql`${t.storageTermType} in (${inList(STORAGE_TERM_TYPES)})`),
    check('warehouses_paused_by_check', sql`${t.pausedBy} is null or ${t.pausedBy} in (${inList(PAUSED_BY)})`),
    check(
      'warehouses_square_feet_check',
      sql`${t.squareFeet} is null or ${t.squareFeet} >= ${sql.raw(String(MIN_SQUARE_FEET))}`,
    ),
    check('warehouses_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('warehouses_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    index('warehouses_status_idx').on(t.status),
    index('warehouses_changed_in_version_idx').on(t.changedInVersion),
    index('warehouses_status_created_at_idx').on(t.status, t.createdAt),
    // The admin's listings table across every status, newest or last changed first (src/server/admin/listing-view.ts).
    index('warehouses_created_at_idx').on(t.createdAt, t.id),
    index('warehouses_updated_at_idx').on(t.updatedAt, t.id),
    index('warehouses_name_lower_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('warehouses_user_id_idx').on(t.userId),
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

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** A JSON string (docs/decisions/events.md). */
    payload: text('payload').notNull(),
    /** The warehouse the event is about, when there is one, so per-listing counts use an index. */
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('events_type_check', sql`${t.type} in (${inList(EVENT_TYPES)})`),
    index('events_type_occurred_at_idx').on(t.type, t.occurredAt),
    index('events_warehouse_id_idx').on(t.warehouseId, t.occurredAt),
  ],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    inquiryType: text('inquiry_type').notNull(),
    storageRequirements: textArray('storage_requirements'),
    message: text('message').notNull(),
    /** Set when an admin marks it handled in the dashboard's inbox; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_inquiries_created_at_idx').on(t.createdAt)],
);

export const QUOTE_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    spaceNeeded: integer('space_needed').notNull(),
    spaceUnit: text('space_unit').notNull(),
    startDate: date('start_date').notNull(),
    storageTerm: text('storage_term').notNull(),
    servicesNeeded: textArray('services_needed'),
    message: text('message').notNull(),
    /** Follows the operations copy in email_outbox: pending while it waits or retries, failed after its last attempt. */
    deliveryStatus: text('delivery_status').notNull().default('pending'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when an admin marks it handled in the dashboard's inbox; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_requests_created_at_idx').on(t.createdAt),
    check('quote_requests_space_unit_check', sql`${t.spaceUnit} in (${inList(SPACE_UNITS)})`),
    check('quote_requests_storage_term_check', sql`${t.storageTerm} in (${inList(STORAGE_TERM_TYPES)})`),
    check('quote_requests_delivery_status_check', sql`${t.deliveryStatus} in (${inList(QUOTE_DELIVERY_STATUSES)})`),
    index('quote_requests_warehouse_id_idx').on(t.warehouseId),
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

/** GeoNames populated places of Canada and the United States (population >= 1000). */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** foldText(name): accent- and case-free, for matching what visitors type. */
    nameFolded: text('name_folded').notNull(),
    /** Two-letter province/state code. */
    province: text('province').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
  },
  (t) => [
    check('places_country_check', sql`${t.country} in ('CA', 'US')`),
    index('places_name_folded_prefix_idx').on(sql`${t.nameFolded} text_pattern_ops`),
    index('places_name_folded_province_idx').on(t.nameFolded, t.province),
    // Finds the places a misspelt name is close to (place-resolver.ts) without reading the whole gazetteer.
    index('places_name_folded_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
  ],
);

/**
 * Hit counters per key and window. Limits slide: each check weighs the previous window's count
 * in with the current one (src/server/security/rate-limit.ts). Kept in the database so limits
 * hold across serverless instances.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Every e-mail the site sends, written in the same transaction as the change that causes it and
 * delivered by the outbox worker (src/server/mail/outbox.ts), so a crash between the two cannot
 * lose a message. The body carries one-time links, so it is cleared once the message is settled
 * (sent, or failed after its last attempt); recipients, subject and status stay for the admins.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is for: verify_email, reset_password, quote_request … */
    kind: text('kind').notNull(),
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** The quote request a copy belongs to; its operations copy decides quote_requests.delivery_status. */
    quoteRequestId: uuid('quote_request_id').references(() => quoteRequests.id, { onDelete: 'set null' }),
    /** The contact inquiry an operations copy belongs to, so the admin inbox can show its delivery. */
    contactInquiryId: uuid('contact_inquiry_id').references(() => contactInquiries.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may take the message: after a failed attempt, the end of its backoff; while
     * it is `sending`, the end of the claim, after which another worker takes over from one that died.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in (${inList(OUTBOX_STATUSES)})`),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('email_outbox_created_at_idx').on(t.createdAt),
    index('email_outbox_quote_request_id_idx').on(t.quoteRequestId),
    index('email_outbox_contact_inquiry_id_idx').on(t.contactInquiryId),
  ],
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
 * Every change an admin makes: who, what, which record, the changed fields before and after.
 * The actor's name is copied so the record stays readable after the account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** listing.approve, listing.decline, user.make_admin … */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** JSON: { field: { before, after } } for the fields the action changed. */
    changes: text('changes').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

export const SITE_BUILD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Site rebuilds asked for by listing changes and the admin's 'Rebuild site' action
 * (src/server/rebuilds). Requests that arrive while one is queued join it, which is the debounce.
 */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull().default('queued'),
    /** Why it was asked for: the first request's reason, then how many joined. */
    reason: text('reason').notNull(),
    requests: integer('requests').notNull().default(1),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The last lines of the build's output, kept for a failed build. */
    logTail: text('log_tail'),
  },
  (t) => [
    check('site_builds_status_check', sql`${t.status} in (${inList(SITE_BUILD_STATUSES)})`),
    index('site_builds_requested_at_idx').on(t.requestedAt),
  ],
);

export type User = typeof users.$inferSelect;
export type Photo = typeof photos.$inferSelect;
export type SiteBuild = typeof siteBuilds.$inferSelect;
export type Warehouse = typeof warehouses.$inferSelect;
export type NewWarehouse = typeof warehouses.$inferInsert;
export type Place = typeof places.$inferSelect;
