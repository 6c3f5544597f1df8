import { sql } from 'drizzle-orm';
import {
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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_TYPES } from '#src/shared/catalog.ts';
import { inList, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { warehouses } from './listings.ts';

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

/**
 * The events rolled up: how many of a kind there were on a UTC day, per listing (clicks, quote
 * requests, favorites) or per searched place (searches), the dimensions the owners' and admins'
 * numbers read. Raw events are deleted after RAW_EVENT_DAYS; these stay (docs/decisions/events.md).
 */
export const eventDailyCounts = pgTable(
  'event_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    /**
     * Not a foreign key: the counts outlive a purged listing as its raw events do (their
     * warehouse_id set null), and a purged listing's id matches no listing, as a null does. Setting
     * it null instead would make two rows of one key.
     */
    warehouseId: uuid('warehouse_id'),
    placeName: text('place_name'),
    placeProvince: text('place_province'),
    placeCountry: text('place_country'),
    count: integer('count').notNull(),
  },
  (t) => [
    check('event_daily_counts_type_check', sql`${t.type} in (${inList(EVENT_TYPES)})`),
    unique('event_daily_counts_key')
      .on(t.day, t.type, t.warehouseId, t.placeName, t.placeProvince, t.placeCountry)
      .nullsNotDistinct(),
    index('event_daily_counts_warehouse_id_idx').on(t.warehouseId, t.day),
  ],
);

/**
 * How far the events are rolled up: every event that occurred before `rolled_up_before` is
 * counted in event_daily_counts, and the numbers read raw events only from it on. One row.
 */
export const eventRollupCursor = pgTable(
  'event_rollup_cursor',
  {
    single: boolean('single').primaryKey().default(true),
    rolledUpBefore: timestamp('rolled_up_before', { withTimezone: true }).notNull(),
  },
  (t) => [check('event_rollup_cursor_single_check', sql`${t.single}`)],
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

/**
 * Every change an admin makes, and every change of a listing's status or owner whoever makes it
 * (an owner's claim, pause, resume, delete): who, what, which record, the changed fields before
 * and after. The actor's and the record's names are copied so the entry stays readable after
 * either is deleted or renamed.
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
    /** The record's name when the entry was written (a listing's name, an account's username). */
    entityName: text('entity_name'),
    /** JSON: { field: { before, after } } for the fields the action changed. */
    changes: text('changes').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_id_idx').on(t.actorId),
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

/**
 * Answers of the configured geocoder by normalised address (src/server/geocoding/): an address
 * typed again, by the same owner or another, is answered without asking the provider, whose
 * usage policy limits how often it may be asked. A miss (no coordinates) is kept too.
 */
export const geocodeCache = pgTable('geocode_cache', {
  /** Provider and folded address, e.g. `nominatim:45 commissioners street, toronto, on, canada`. */
  key: text('key').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: createdAt(),
});
