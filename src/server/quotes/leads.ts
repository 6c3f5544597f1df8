import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { quoteRequests, warehouses } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import { leadReplyToBuyer } from '#src/server/mail/templates/quote-request.ts';
import { LEADS_SHOWN, noLeads } from '#src/shared/api/leads.ts';
import type { Lead, LeadsAnswer } from '#src/server/answers/leads.ts';
import type { LeadStatus, SpaceUnit, StorageTermType } from '#src/shared/catalog.ts';

/**
 * The lead inbox (docs/decisions/leads.md): the quote requests for the listings a user owns now,
 * with the buyer's contact details, whether or not the listing forwards requests to its contact
 * addresses. Services answer with result unions; the route turns refusals into 404 and 403.
 */

export type LeadOutcome = { ok: false; reason: 'not_found' | 'not_yours' } | { ok: true; lead: Lead };

type QuoteRow = typeof quoteRequests.$inferSelect;

function toLead(r: QuoteRow, listingId: string): Lead {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    status: r.leadStatus as LeadStatus,
    statusChangedAt: r.leadStatusChangedAt?.toISOString() ?? null,
    listing: { id: listingId, name: r.listingName ?? '', city: r.listingCity },
    buyer: { name: r.name, email: r.email, phone: r.phone, company: r.company },
    spaceNeeded: r.spaceNeeded,
    spaceUnit: r.spaceUnit as SpaceUnit,
    startDate: r.startDate,
    storageTerm: r.storageTerm as StorageTermType,
    servicesNeeded: r.servicesNeeded,
    message: r.message,
  };
}

const ownedBy = (userId: string) => eq(warehouses.userId, userId);

/** The owner's leads, newest first (at most LEADS_SHOWN), and the count of each status over all of them. */
export async function listLeads(db: Database, userId: string): Promise<LeadsAnswer> {
  const [rows, grouped] = await Promise.all([
    db
      .select({ request: quoteRequests, listingId: warehouses.id })
      .from(quoteRequests)
      .innerJoin(warehouses, eq(warehouses.id, quoteRequests.warehouseId))
      .where(ownedBy(userId))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(LEADS_SHOWN),
    db
      .select({ status: quoteRequests.leadStatus, n: count() })
      .from(quoteRequests)
      .innerJoin(warehouses, eq(warehouses.id, quoteRequests.warehouseId))
      .where(ownedBy(userId))
      .groupBy(quoteRequests.leadStatus),
  ]);
  const counts = noLeads();
  for (const g of grouped) counts[g.status as LeadStatus] = g.n;
  return { leads: rows.map((r) => toLead(r.request, r.listingId)), counts };
}

/** One lead with the id of its listing's owner now, locked for the change about to be made. */
async function lockedLead(tx: Database, leadId: string) {
  const [row] = await tx
    .select({ request: quoteRequests, listingId: warehouses.id, ownerId: warehouses.userId })
    .from(quoteRequests)
    .innerJoin(warehouses, eq(warehouses.id, quoteRequests.warehouseId))
    .where(eq(quoteRequests.id, leadId))
    .for('update', { of: quoteRequests });
  return row;
}

async function changeStatus(tx: Database, leadId: string, status: LeadStatus): Promise<QuoteRow> {
  const [updated] = await tx
    .update(quoteRequests)
    .set({ leadStatus: status, leadStatusChangedAt: new Date() })
    .where(eq(quoteRequests.id, leadId))
    .returning();
  return updated!;
}

/** The owner sets where they have got with a lead. */
export async function setLeadStatus(
  db: Database,
  userId: string,
  leadId: string,
  status: LeadStatus,
): Promise<LeadOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedLead(tx, leadId);
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.ownerId !== userId) return { ok: false, reason: 'not_yours' };
    if (row.request.leadStatus === status) return { ok: true, lead: toLead(row.request, row.listingId) };
    return { ok: true, lead: toLead(await changeStatus(tx, leadId, status), row.listingId) };
  });
}

/**
 * The owner's answer, mailed to the buyer through the outbox with Reply-To set to the owner's
 * account address, so the conversation goes on between them; it is written in the language of the
 * page the buyer asked from (quote_requests.locale). A new lead becomes contacted; one already won
 * or lost keeps its status.
 */
export async function replyToLead(
  deps: AppDeps,
  owner: { id: string; email: string },
  leadId: string,
  message: string,
): Promise<LeadOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<LeadOutcome> => {
    const row = await lockedLead(tx, leadId);
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.ownerId !== owner.id) return { ok: false, reason: 'not_yours' };
    const { request } = row;
    await queueMail(tx, [
      {
        ...inLanguageOf(request, () =>
          leadReplyToBuyer({
            siteUrl: deps.config.siteUrl,
            listingName: request.listingName ?? '',
            buyerName: request.name,
            message,
          }),
        ),
        to: request.email,
        replyTo: owner.email,
        kind: 'lead_reply',
        quoteRequestId: request.id,
      },
    ]);
    const after = request.leadStatus === 'new' ? await changeStatus(tx, leadId, 'contacted') : request;
    return { ok: true, lead: toLead(after, row.listingId) };
  });
  if (outcome.ok) deps.outbox.kick();
  return outcome;
}
