import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES, SPACE_UNITS, STORAGE_TERM_TYPES } from '#src/shared/catalog.ts';
import { inList, createdAt, textArray } from './columns.ts';
import { users } from './accounts.ts';
import { warehouses } from './listings.ts';

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
    /** The listing's name and city when the request was made: the request reads the same after the listing is purged. */
    listingName: text('listing_name'),
    listingCity: text('listing_city'),
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
    /** Where the listing's owner has got with it, set from their lead inbox (docs/decisions/leads.md). */
    leadStatus: text('lead_status').notNull().default('new'),
    leadStatusChangedAt: timestamp('lead_status_changed_at', { withTimezone: true }),
    /**
     * The language of the page the buyer asked from ('en' or 'fr', src/shared/i18n/locale.ts), taken
     * from the request, never its body: the owner's replies from the lead inbox are written in it.
     */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_requests_created_at_idx').on(t.createdAt),
    check('quote_requests_space_unit_check', sql`${t.spaceUnit} in (${inList(SPACE_UNITS)})`),
    check('quote_requests_storage_term_check', sql`${t.storageTerm} in (${inList(STORAGE_TERM_TYPES)})`),
    check('quote_requests_delivery_status_check', sql`${t.deliveryStatus} in (${inList(QUOTE_DELIVERY_STATUSES)})`),
    index('quote_requests_warehouse_id_idx').on(t.warehouseId),
    check('quote_requests_lead_status_check', sql`${t.leadStatus} in (${inList(LEAD_STATUSES)})`),
  ],
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
    /** Extra mail headers (List-Unsubscribe and List-Unsubscribe-Post on alert mails). */
    headers: jsonb('headers').$type<Record<string, string>>(),
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
