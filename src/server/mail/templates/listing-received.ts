import { STORAGE_TERM_LABELS } from '#src/shared/catalog.ts';
import type { Listing } from '#src/shared/validation/listing.ts';
import { formatLocation } from '#src/shared/warehouse.ts';
import { renderDetailsEmail, type DetailsEmailParts } from './details-layout.ts';
import { siteLink, type RenderedEmail } from './layout.ts';

/** A listing just submitted: the owner's receipt and the operations inbox's notice. */
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
    ['Warehouse', listing.name],
    ['Address', [listing.address, listing.unitNumber].filter(Boolean).join(', ')],
    ['Location', formatLocation(listing)],
    ['Square feet', listing.squareFeet?.toLocaleString('en-US')],
    ['Storage types', listing.storageType.join(', ')],
    ['Storage term', STORAGE_TERM_LABELS[listing.storageTermType]],
    ['Services', listing.servicesOffered.join(', ')],
    ['Contact e-mails', listing.contactEmails.join(', ')],
    ['Contact phones', listing.contactPhones.join(', ')],
    ['Website', listing.websiteUrl],
    ['Photos', String(listing.images.length)],
  ];
}

/** To the listing's contact e-mails: the receipt, and what the waitlist means. */
export function listingReceivedMessage(input: ListingReceivedInput): RenderedEmail {
  const { listing } = input;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `We received your listing "${listing.name}"`,
    intro: [
      `Hi ${input.owner.username},`,
      `Thank you for listing ${listing.name}. Listings are in a limited early-access phase, so yours is on our waitlist: it is not shown in search yet.`,
      'Our team will contact you at this address to confirm the details and share early-partner pricing. Meanwhile you can edit the listing from My Warehouses. Here is what you submitted:',
    ],
    details: listingDetails(input),
    body: { label: 'Description', text: listing.description },
    links: [
      { label: 'Open my warehouses', url: siteLink(input.siteUrl, '/my-warehouses') },
      { label: 'Questions? Contact us', url: siteLink(input.siteUrl, '/contact') },
    ],
  });
}

/** To the operations inbox: a new listing waits for review. */
export function listingReceivedToOperations(input: ListingReceivedInput): RenderedEmail {
  const { listing, owner } = input;
  return renderDetailsEmail({
    siteUrl: input.siteUrl,
    subject: `New listing to review: ${listing.name}`,
    intro: [
      `${owner.username} (${owner.email}) submitted ${listing.name} in ${formatLocation(listing)}. It is pending until an admin approves or declines it.`,
    ],
    details: [['Owner', `${owner.username} <${owner.email}>`], ...listingDetails(input)],
    body: { label: 'Description', text: listing.description },
    links: [{ label: 'Review it in the admin dashboard', url: siteLink(input.siteUrl, `/${input.adminPath}`) }],
  });
}
