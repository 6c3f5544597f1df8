/**
 * The owner's lead inbox (/my-warehouses/leads, GET/PATCH /api/leads) and what a quote request's
 * confirmation promises: the sentences the API, the pages and the e-mails share, so the buyer is
 * told exactly what docs/decisions/leads.md decides.
 */
import { LEAD_STATUSES, type LeadStatus } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** Every status at zero, to count leads into. */
export const noLeads = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;

/** How many leads the inbox lists; older ones stay in the admin inbox and its export. */
export const LEADS_SHOWN = 500;

export const LEAD_MESSAGES = {
  get notFound() {
    return m.api_lead_not_found();
  },
  get forbidden() {
    return m.api_lead_not_yours();
  },
  replied: (name: string) => m.leads_reply_on_its_way({ name }),
} as const;

/**
 * Who answers a quote request for one listing: the warehouse itself when someone there receives it
 * (its owner's account on the site, or its contact addresses when it forwards requests), otherwise
 * our operations team, who passes it on.
 */
export type QuoteAnsweredBy = 'warehouse' | 'operations';

/** What the buyer is told for each listing, on the confirmation page and in the e-mail alike. */
export function whoAnswers(request: { warehouseName: string; answeredBy: QuoteAnsweredBy }): string {
  return request.answeredBy === 'warehouse'
    ? m.quote_answered_by_warehouse({ name: request.warehouseName })
    : m.quote_answered_by_team({ name: request.warehouseName });
}
