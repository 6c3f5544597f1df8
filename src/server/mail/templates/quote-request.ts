import { inOperationsLanguage } from '#src/server/i18n/request-locale.ts';
import { whoAnswers, type QuoteAnsweredBy } from '#src/shared/api/leads.ts';
import { formatCalendarDay, formatNumber } from '#src/shared/i18n/format.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { spaceUnitLabel } from '#src/shared/i18n/labels/space-units.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { warehousePageUrl } from '#src/shared/listing-urls.ts';
import type { QuoteRequest } from '#src/shared/validation/quote.ts';
import { formatLocation } from '#src/shared/warehouse.ts';
import { siteLink, type RenderedEmail } from './layout.ts';
import { renderDetailsEmail, type DetailsEmailParts } from './details-layout.ts';

/**
 * A quote request's mails, each in the language it is rendered in (src/server/quotes/quote-requests.ts):
 * the warehouse's copies (its contacts' and its owner's) in the owner account's, the visitor's
 * acknowledgement in the request's; the operations copy is in English.
 */
export interface QuoteMailInput {
  siteUrl: string;
  /** Where the admin dashboard lives, for the operations copy. */
  adminPath: string;
  quote: QuoteRequest;
  warehouse: { id: string; name: string; city: string; stateProvince: string; country: string };
}

type QuoteWarehouse = QuoteMailInput['warehouse'];

const listingLink = (siteUrl: string, warehouse: QuoteWarehouse) => siteLink(siteUrl, warehousePageUrl(warehouse.id));

const warehouseWithPlace = (warehouse: QuoteWarehouse) => `${warehouse.name} (${formatLocation(warehouse)})`;

/** What the buyer needs, the part every copy shows. */
function needs(quote: QuoteRequest): DetailsEmailParts['details'] {
  return [
    [m.quote_space_needed(), `${formatNumber(quote.spaceNeeded)} ${spaceUnitLabel(quote.spaceUnit)}`],
    [m.quote_start_date(), formatCalendarDay(quote.startDate)],
    [m.detail_storage_term(), termLabel(quote.storageTerm)],
    [m.quote_services_needed(), quote.servicesNeeded.map(serviceLabel).join(', ')],
  ];
}

/** Who asks and what they need, as they filled the form in. */
function buyerAndNeeds(quote: QuoteRequest): DetailsEmailParts['details'] {
  return [
    [m.common_name(), quote.name],
    [m.common_email(), quote.email],
    [m.common_phone(), quote.phone],
    [m.footer_company(), quote.company],
    ...needs(quote),
  ];
}

function requestDetails(input: QuoteMailInput): DetailsEmailParts['details'] {
  return [[m.page_warehouse(), warehouseWithPlace(input.warehouse)], ...buyerAndNeeds(input.quote)];
}

/** The request itself, to the operations inbox; in English, whatever the language of the request. */
export function quoteRequestToOperations(input: QuoteMailInput): RenderedEmail {
  return inOperationsLanguage(() =>
    renderDetailsEmail({
      siteUrl: input.siteUrl,
      subject: `Quote request for ${input.warehouse.name} from ${input.quote.name}`,
      intro: [`A visitor asked for a quote for ${input.warehouse.name}. Reply to this e-mail to answer them.`],
      details: requestDetails(input),
      body: { label: 'Message', text: input.quote.message },
      links: [
        { label: 'View the listing', url: listingLink(input.siteUrl, input.warehouse) },
        { label: 'Open the admin dashboard', url: siteLink(input.siteUrl, `/${input.adminPath}`) },
      ],
    }),
  );
}

/** The request, to the warehouse's own contacts when the owner asked for quotes to be forwarded. */
export function quoteRequestToWarehouse(input: QuoteMailInput): RenderedEmail {
  const { quote, warehouse } = input;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_quote_forward_subject({ name: warehouse.name }),
    intro: [m.mail_quote_forward_intro({ buyer: quote.name, name: warehouse.name })],
    details: requestDetails(input),
    body: { label: m.common_message(), text: quote.message },
    links: [{ label: m.mail_your_listing(), url: listingLink(input.siteUrl, warehouse) }],
  });
}

/** A new lead, to the listing owner's account address: who asks, what they need, and the lead in their inbox. */
export function newLeadToOwner(input: QuoteMailInput & { leadId: string }): RenderedEmail {
  const { quote, warehouse } = input;
  const who = quote.company ? `${quote.name} (${quote.company})` : quote.name;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_lead_subject({ name: warehouse.name, who }),
    intro: [m.mail_lead_intro({ who, name: warehouse.name })],
    details: [[m.page_warehouse(), warehouseWithPlace(warehouse)], [m.mail_lead_from(), who], ...needs(quote)],
    body: { label: m.common_message(), text: quote.message },
    links: [
      {
        label: m.mail_lead_open(),
        url: siteLink(input.siteUrl, localHref('/my-warehouses/leads'), { lead: input.leadId }),
      },
    ],
  });
}

/**
 * The one acknowledgement to the visitor who asked, naming every listing and who will answer for
 * each; in the language of the page they asked from (the request's).
 */
export function quoteRequestAcknowledgement(input: {
  siteUrl: string;
  quote: QuoteRequest;
  asked: { warehouse: QuoteWarehouse; answeredBy: QuoteAnsweredBy }[];
}): RenderedEmail {
  const { quote, asked } = input;
  const names = asked.map((a) => a.warehouse.name);
  const subject =
    names.length === 1
      ? m.mail_quote_ack_subject_one({ name: names[0]! })
      : m.mail_quote_ack_subject_many({ count: names.length });
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject,
    intro: [
      m.mail_hi({ username: quote.name }),
      m.mail_quote_ack_thanks(),
      ...asked.map((a) => `• ${whoAnswers({ warehouseName: a.warehouse.name, answeredBy: a.answeredBy })}`),
      m.mail_quote_ack_sent(),
    ],
    details: [
      [
        asked.length === 1 ? m.page_warehouse() : m.mail_quote_ack_warehouses(),
        asked.map((a) => warehouseWithPlace(a.warehouse)).join('; '),
      ],
      ...buyerAndNeeds(quote),
    ],
    body: { label: m.mail_quote_ack_your_message(), text: quote.message },
    links: asked.map((a) => ({ label: a.warehouse.name, url: listingLink(input.siteUrl, a.warehouse) })),
  });
}

/**
 * The owner's reply from their lead inbox, to the buyer; Reply-To is the owner, so the buyer answers
 * them. It names the business that answered (the listing), never the owner's login, which the
 * buyer has never seen. Rendered in the language of the page the buyer asked from (quote_requests.locale, by
 * src/server/quotes/leads.ts); the owner's text stays as typed.
 */
export function leadReplyToBuyer(input: {
  siteUrl: string;
  listingName: string;
  buyerName: string;
  message: string;
}): RenderedEmail {
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_lead_reply_subject({ name: input.listingName }),
    intro: [m.mail_hi({ username: input.buyerName }), m.mail_lead_reply_intro({ name: input.listingName })],
    details: [],
    body: { label: m.mail_lead_reply_answer(), text: input.message },
  });
}
