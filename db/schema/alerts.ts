import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES } from '#src/shared/saved-searches.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import { createdAt, inList } from './columns.ts';
import { users } from './accounts.ts';
import { warehouses } from './listings.ts';

/** A signed-in visitor's search, kept with a name and how often new matches are mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Place, radius and filters, as the /search URL holds them (validated by savedSearchCriteria). */
    criteria: jsonb('criteria').$type<SearchCriteria>().notNull(),
    frequency: text('frequency').notNull(),
    /** Listings listed (reviewed_at) after this are new to the search; moved on by every alert run that looked. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last alert mail; the frequency's interval runs from here. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in (${inList(ALERT_FREQUENCIES)})`),
    index('saved_searches_user_id_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx')
      .on(t.frequency, t.lastSentAt)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

/** Which listings a saved search has mailed: one row each, so none is mailed twice. */
export const savedSearchDeliveries = pgTable(
  'saved_search_deliveries',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.warehouseId] }),
    index('saved_search_deliveries_warehouse_id_idx').on(t.warehouseId),
  ],
);
