import { and, eq, inArray } from 'drizzle-orm';
import { events, quoteRequests, users, warehouses } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { queueMail, type QueuedMessage } from '#src/server/mail/outbox.ts';
import {
  newLeadToOwner,
  quoteRequestAcknowledgement,
  quoteRequestToOperations,
  quoteRequestToWarehouse,
  type QuoteMailInput,
} from '#src/server/mail/templates/quote-request.ts';
import type { QuoteAnsweredBy } from '#src/shared/api/leads.ts';
import type { QuoteRequestReceipt } from '#src/server/answers/leads.ts';
import { getLocale } from '#src/shared/i18n/messages.ts';
import type { QuoteRequest } from '#src/shared/validation/quote.ts';
import { activeListing } from '#src/server/warehouses/public.ts';

export type QuoteOutcome = { ok: false; reason: 'not_listed' } | { ok: true; requests: QuoteRequestReceipt[] };

/**
 * A visitor's quote request for one or several listings (docs/decisions/quote-requests.md,
 * leads.md). Per listing: stored, recorded as an event, and its mail queued in the same
 * transaction: to the operations inbox, to the owner's account address as a new lead, and to the
 * warehouse's contact addresses when its owner asked for that. The visitor gets one
 * acknowledgement naming every listing. The outbox worker sets each request's delivery status
 * from its operations copy, which is the one the site is responsible for.
 */
export async function submitQuoteRequest(
  deps: AppDeps,
  quote: QuoteRequest,
  userId: string | null,
): Promise<QuoteOutcome> {
  const { db, config } = deps;
  const { warehouseIds, ...request } = quote;
  const found = await db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      city: warehouses.city,
      stateProvince: warehouses.stateProvince,
      country: warehouses.country,
      contactEmails: warehouses.contactEmails,
      forwardQuotesToWarehouse: warehouses.forwardQuotesToWarehouse,
      ownerEmail: users.email,
      ownerLocale: users.locale,
    })
    .from(warehouses)
    .leftJoin(users, eq(users.id, warehouses.userId))
    .where(and(inArray(warehouses.id, warehouseIds), activeListing));
  // Every listing asked must take requests: a partial send would tell the visitor less than they asked.
  if (found.length !== warehouseIds.length) return { ok: false, reason: 'not_listed' };
  // In the order the visitor chose them.
  const asked = warehouseIds.map((id) => found.find((w) => w.id === id)!);

  // The language of the page the buyer asked from (never the body's): their acknowledgement and the owner's replies use it.
  const buyersLocale = getLocale();
  const requests = await db.transaction(async (tx) => {
    const stored: QuoteRequestReceipt[] = [];
    const mail: QueuedMessage[] = [];
    for (const warehouse of asked) {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          ...request,
          warehouseId: warehouse.id,
          userId,
          listingName: warehouse.name,
          listingCity: warehouse.city,
          locale: buyersLocale,
        })
        .returning({ id: quoteRequests.id });
      const quoteRequestId = row!.id;
      // Contact details stay in quote_requests; the event only says what was asked, for statistics.
      await tx.insert(events).values({
        type: 'quote_request',
        userId,
        warehouseId: warehouse.id,
        payload: JSON.stringify({
          quoteRequestId,
          warehouseId: warehouse.id,
          warehouseName: warehouse.name,
          spaceNeeded: quote.spaceNeeded,
          spaceUnit: quote.spaceUnit,
          storageTerm: quote.storageTerm,
          servicesNeeded: quote.servicesNeeded,
        }),
      });

      const input: QuoteMailInput = { siteUrl: config.siteUrl, adminPath: config.adminPath, quote, warehouse };
      const { ownerEmail } = warehouse;
      // The warehouse's copies are in its owner's language (English for a listing nobody owns).
      const inOwnersLanguage = <T>(render: () => T) => inLanguageOf({ locale: warehouse.ownerLocale }, render);
      // The owner's own address already gets the lead; it is not sent the forwarded copy as well.
      const forwardTo = warehouse.forwardQuotesToWarehouse
        ? warehouse.contactEmails.filter((e) => e.toLowerCase() !== ownerEmail?.toLowerCase())
        : [];
      mail.push({
        ...quoteRequestToOperations(input),
        to: config.opsEmail,
        replyTo: quote.email,
        kind: 'quote_request',
        quoteRequestId,
      });
      if (ownerEmail) {
        mail.push({
          ...inOwnersLanguage(() => newLeadToOwner({ ...input, leadId: quoteRequestId })),
          to: ownerEmail,
          kind: 'lead_new',
          quoteRequestId,
        });
      }
      if (forwardTo.length) {
        mail.push({
          ...inOwnersLanguage(() => quoteRequestToWarehouse(input)),
          to: forwardTo,
          replyTo: quote.email,
          kind: 'quote_request_forward',
          quoteRequestId,
        });
      }
      const answeredBy: QuoteAnsweredBy = ownerEmail || forwardTo.length ? 'warehouse' : 'operations';
      stored.push({ id: quoteRequestId, warehouseId: warehouse.id, warehouseName: warehouse.name, answeredBy });
    }
    mail.push({
      ...inLanguageOf({ locale: buyersLocale }, () =>
        quoteRequestAcknowledgement({
          siteUrl: config.siteUrl,
          quote,
          asked: asked.map((warehouse, i) => ({ warehouse, answeredBy: stored[i]!.answeredBy })),
        }),
      ),
      to: quote.email,
      kind: 'quote_request_ack',
      quoteRequestId: stored[0]!.id,
    });
    await queueMail(tx, mail);
    return stored;
  });
  deps.outbox.kick();
  return { ok: true, requests };
}
