import { inOperationsLanguage } from '#src/server/i18n/request-locale.ts';
import { formatNumber } from '#src/shared/i18n/format.ts';
import { serviceLabel } from '#src/shared/i18n/labels/services.ts';
import { storageTypeLabel } from '#src/shared/i18n/labels/storage-types.ts';
import { termLabel } from '#src/shared/i18n/labels/terms.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import type { Listing } from '#src/shared/validation/listing.ts';
import { formatLocation } from '#src/shared/warehouse.ts';
import { renderDetailsEmail, type DetailsEmailParts } from './details-layout.ts';
import { myWarehousesAction, siteLink, type RenderedEmail } from './layout.ts';

/**
 * A listing just submitted: the owner's receipt, in the language it is rendered in (the owner
 * account's, listing-writes.ts), and the operations inbox's notice, in English.
 */
export interface ListingReceivedInput {
  siteUrl: string;
  /** Where the admin dashboard lives, for the operations notice. */
  adminPath: string;
  listing: Listing & { id: string };
  /** Who submitted it: the account's username and e-mail. */
  owner: { username: string; email: string };
}

function listingDetails({ listing }: ListingReceivedInput): DetailsEmailParts['details'] {
  return [
    [m.page_warehouse(), listing.name],
    [m.compare_address(), [listing.address, listing.unitNumber].filter(Boolean).join(', ')],
    [m.search_location(), formatLocation(listing)],
    [m.admin_square_feet(), listing.squareFeet == null ? null : formatNumber(listing.squareFeet)],
    [m.card_storage_types(), listing.storageType.map(storageTypeLabel).join(', ')],
    [m.detail_storage_term(), termLabel(listing.storageTermType)],
    [m.search_services(), listing.servicesOffered.map(serviceLabel).join(', ')],
    [m.listing_contact_e_mails(), listing.contactEmails.join(', ')],
    [m.listing_contact_phones(), listing.contactPhones.join(', ')],
    [m.compare_website(), listing.websiteUrl],
    [m.listing_photos(), String(listing.images.length)],
  ];
}

/** To the listing's contact e-mails: the receipt, and what the waitlist means. */
export function listingReceivedMessage(input: ListingReceivedInput): RenderedEmail {
  const { listing } = input;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: m.mail_listing_received_subject({ name: listing.name }),
    intro: [
      m.mail_hi({ username: input.owner.username }),
      m.mail_listing_received_waitlist({ name: listing.name }),
      m.mail_listing_received_next(),
    ],
    details: listingDetails(input),
    body: { label: m.listing_description(), text: listing.description },
    links: [
      myWarehousesAction(input.siteUrl),
      { label: m.mail_questions_contact(), url: siteLink(input.siteUrl, localHref('/contact')) },
    ],
  });
}

/** To the operations inbox: a new listing waits for review. In English, whatever the owner's language. */
export function listingReceivedToOperations(input: ListingReceivedInput): RenderedEmail {
  const { listing, owner } = input;
  return inOperationsLanguage(() =>
    renderDetailsEmail({
      siteUrl: input.siteUrl,
      subject: `New listing to review: ${listing.name}`,
      intro: [
        `${owner.username} (${owner.email}) submitted ${listing.name} in ${formatLocation(listing)}. It is pending until an admin approves or declines it.`,
      ],
      details: [['Owner', `${owner.username} <${owner.email}>`], ...listingDetails(input)],
      body: { label: 'Description', text: listing.description },
      links: [{ label: 'Review it in the admin dashboard', url: siteLink(input.siteUrl, `/${input.adminPath}`) }],
    }),
  );
}
