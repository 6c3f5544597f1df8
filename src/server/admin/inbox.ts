import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { contactInquiries, emailOutbox, quoteRequests } from '#db/schema.ts';
import type { InboxKind } from '#src/shared/api/admin.ts';
import type {
  AdminInboxPage,
  ContactInboxItem,
  InboxDelivery,
  InboxItem,
  QuoteInboxItem,
} from '#src/server/answers/admin.ts';
import { LEAD_STATUS_LABELS, STORAGE_TERM_LABELS, type LeadStatus, type StorageTermType } from '#src/shared/catalog.ts';
import { CONTACT_STORAGE_REQUIREMENTS, INQUIRY_TYPES } from '#src/shared/contact-options.ts';
import type { InboxQuery } from '#src/shared/validation/admin.ts';
import { QUOTE_SPACE_UNIT_LABELS } from '#src/shared/validation/quote.ts';
import { recordAudit, type Actor } from '#src/server/audit/audit.ts';
import { toCsv, type CsvCell } from './csv.ts';
import { userRefs } from './listing-view.ts';

/** The most rows one export holds; past it the admin narrows the search. */
const EXPORT_LIMIT = 50_000;

type ContactRow = typeof contactInquiries.$inferSelect;
type QuoteRow = typeof quoteRequests.$inferSelect;

/** The outbox kinds whose delivery is the item's: the operations copy, the one the site answers for. */
const DELIVERY_KIND = { contact: 'contact_inquiry', quote: 'quote_request' } as const;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Where each kind's rows live and what its search reads. */
const SOURCES = {
  contact: {
    table: contactInquiries,
    searchable: sql`lower(concat_ws(' ', ${contactInquiries.firstName}, ${contactInquiries.lastName}, ${contactInquiries.email}, ${contactInquiries.phone}, ${contactInquiries.company}, ${contactInquiries.message}))`,
    outboxLink: emailOutbox.contactInquiryId,
  },
  quote: {
    table: quoteRequests,
    searchable: sql`lower(concat_ws(' ', ${quoteRequests.name}, ${quoteRequests.email}, ${quoteRequests.phone}, ${quoteRequests.company}, ${quoteRequests.message}, ${quoteRequests.listingName}, ${quoteRequests.listingCity}))`,
    outboxLink: emailOutbox.quoteRequestId,
  },
} as const;

function filtersOf(query: Pick<InboxQuery, 'kind' | 'query' | 'handled'>): SQL | undefined {
  const source = SOURCES[query.kind];
  const filters: SQL[] = [];
  if (query.query) filters.push(sql`${source.searchable} like ${likePattern(query.query)}`);
  if (query.handled === 'yes') filters.push(isNotNull(source.table.handledAt));
  if (query.handled === 'no') filters.push(isNull(source.table.handledAt));
  return filters.length ? and(...filters) : undefined;
}

async function selectRows(
  db: Database,
  kind: InboxKind,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<ContactRow[] | QuoteRow[]> {
  if (kind === 'contact') {
    return db
      .select()
      .from(contactInquiries)
      .where(where)
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      .limit(limit)
      .offset(offset);
  }
  return db
    .select()
    .from(quoteRequests)
    .where(where)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit)
    .offset(offset);
}

/** Each item's operations copy from the outbox, and the admins who handled them, in two reads. */
async function toItems(db: Database, kind: InboxKind, rows: ContactRow[] | QuoteRow[]): Promise<InboxItem[]> {
  const ids = rows.map((r) => r.id);
  const link = SOURCES[kind].outboxLink;
  const [mail, people] = await Promise.all([
    ids.length
      ? db
          .select({
            itemId: link,
            status: emailOutbox.status,
            sentAt: emailOutbox.sentAt,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
          })
          .from(emailOutbox)
          .where(and(inArray(link, ids), eq(emailOutbox.kind, DELIVERY_KIND[kind])))
      : Promise.resolve([]),
    userRefs(
      db,
      rows.map((r) => r.handledBy),
    ),
  ]);
  const deliveries = new Map(mail.map((m) => [m.itemId, m]));
  const delivery = (id: string): InboxDelivery => {
    const m = deliveries.get(id);
    if (!m) return { status: 'unknown', sentAt: null, attempts: 0, lastError: null };
    return {
      // A message being handed to the mail server is still on its way.
      status: m.status === 'sending' ? 'pending' : (m.status as InboxDelivery['status']),
      sentAt: m.sentAt?.toISOString() ?? null,
      attempts: m.attempts,
      lastError: m.lastError,
    };
  };
  const common = (r: ContactRow | QuoteRow) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    email: r.email,
    phone: r.phone,
    company: r.company,
    message: r.message,
    handledAt: r.handledAt?.toISOString() ?? null,
    handledBy: r.handledBy ? (people.get(r.handledBy) ?? null) : null,
    delivery: delivery(r.id),
  });
  if (kind === 'contact') {
    return (rows as ContactRow[]).map((r): ContactInboxItem => ({
      ...common(r),
      kind: 'contact',
      firstName: r.firstName,
      lastName: r.lastName,
      inquiryType: r.inquiryType,
      storageRequirements: r.storageRequirements,
    }));
  }
  return (rows as QuoteRow[]).map((r): QuoteInboxItem => ({
    ...common(r),
    kind: 'quote',
    name: r.name,
    warehouse: r.listingName ? { id: r.warehouseId, name: r.listingName, city: r.listingCity } : null,
    spaceNeeded: r.spaceNeeded,
    spaceUnit: r.spaceUnit as QuoteInboxItem['spaceUnit'],
    startDate: r.startDate,
    storageTerm: r.storageTerm as StorageTermType,
    servicesNeeded: r.servicesNeeded,
    leadStatus: r.leadStatus as LeadStatus,
  }));
}

/** One page of contact inquiries or quote requests, newest first. */
export async function listInbox(db: Database, query: InboxQuery): Promise<AdminInboxPage> {
  const where = filtersOf(query);
  const table = SOURCES[query.kind].table;
  const [rows, [total]] = await Promise.all([
    selectRows(db, query.kind, where, query.pageSize, (query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return {
    kind: query.kind,
    items: await toItems(db, query.kind, rows),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const inquiryLabel = (value: string) => INQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;
const requirementLabel = (id: string) => CONTACT_STORAGE_REQUIREMENTS.find((r) => r.id === id)?.label ?? id;

const COMMON_TAIL = ['Delivery', 'Handled at', 'Handled by'] as const;
const tail = (item: InboxItem): CsvCell[] => [item.delivery.status, item.handledAt, item.handledBy?.username];

const CSV_COLUMNS = {
  contact: {
    header: [
      'Received',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      'Inquiry type',
      'Storage requirements',
      'Message',
      ...COMMON_TAIL,
    ],
    row: (i: ContactInboxItem): CsvCell[] => [
      i.createdAt,
      i.firstName,
      i.lastName,
      i.email,
      i.phone,
      i.company,
      inquiryLabel(i.inquiryType),
      i.storageRequirements.map(requirementLabel).join('; '),
      i.message,
      ...tail(i),
    ],
  },
  quote: {
    header: [
      'Received',
      'Warehouse',
      'Warehouse city',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Space needed',
      'Start date',
      'Storage term',
      'Services needed',
      'Message',
      'Lead status',
      ...COMMON_TAIL,
    ],
    row: (i: QuoteInboxItem): CsvCell[] => [
      i.createdAt,
      i.warehouse?.name,
      i.warehouse?.city,
      i.name,
      i.email,
      i.phone,
      i.company,
      `${i.spaceNeeded} ${QUOTE_SPACE_UNIT_LABELS[i.spaceUnit]}`,
      i.startDate,
      STORAGE_TERM_LABELS[i.storageTerm],
      i.servicesNeeded.join('; '),
      i.message,
      LEAD_STATUS_LABELS[i.leadStatus],
      ...tail(i),
    ],
  },
};

/** Every item the filters match (the page is ignored), as a CSV file. */
export async function exportInboxCsv(db: Database, query: InboxQuery): Promise<{ filename: string; csv: string }> {
  const rows = await selectRows(db, query.kind, filtersOf(query), EXPORT_LIMIT, 0);
  const items = await toItems(db, query.kind, rows);
  const today = new Date().toISOString().slice(0, 10);
  const csv =
    query.kind === 'contact'
      ? toCsv(CSV_COLUMNS.contact.header, (items as ContactInboxItem[]).map(CSV_COLUMNS.contact.row))
      : toCsv(CSV_COLUMNS.quote.header, (items as QuoteInboxItem[]).map(CSV_COLUMNS.quote.row));
  return { filename: `${query.kind === 'contact' ? 'contact-inquiries' : 'quote-requests'}-${today}.csv`, csv };
}

export type HandledOutcome = { ok: true; item: InboxItem } | { ok: false; reason: 'not_found' };

const ENTITY_TYPE = { contact: 'contact_inquiry', quote: 'quote_request' } as const;

/** Marks an item handled (by this admin, now) or waiting again; the audit records the flip. */
export async function setHandled(
  db: Database,
  actor: Actor,
  kind: InboxKind,
  id: string,
  handled: boolean,
): Promise<HandledOutcome> {
  const table = SOURCES[kind].table;
  const found = await db.transaction(async (tx) => {
    const [row] = await tx.select({ handledAt: table.handledAt }).from(table).where(eq(table.id, id)).for('update');
    if (!row) return false;
    const was = row.handledAt !== null;
    if (was === handled) return true;
    await tx
      .update(table)
      .set(handled ? { handledAt: new Date(), handledBy: actor.id } : { handledAt: null, handledBy: null })
      .where(eq(table.id, id));
    await recordAudit(tx, actor, {
      action: handled ? 'inbox.mark_handled' : 'inbox.mark_unhandled',
      entityType: ENTITY_TYPE[kind],
      entityId: id,
      entityName: null,
      changes: { handled: { before: was, after: handled } },
    });
    return true;
  });
  if (!found) return { ok: false, reason: 'not_found' };
  const rows = await selectRows(db, kind, eq(table.id, id), 1, 0);
  const [item] = await toItems(db, kind, rows);
  return { ok: true, item: item! };
}
