import type { OwnerListing } from '#src/client/answers.ts';
import { DEFAULT_COUNTRY } from '#src/shared/catalog.ts';
import { listingFactsOf } from '#src/shared/listing-facts.ts';
import type { ListingInput } from '#src/shared/validation/listing.ts';
import { factFormDefaults, NEW_FACT_VALUES } from './listing-facts-values.ts';

/** What a new listing's form starts from: one blank row for each contact list. */
export const NEW_LISTING_VALUES: ListingInput = {
  name: '',
  address: '',
  unitNumber: '',
  city: '',
  stateProvince: '',
  country: DEFAULT_COUNTRY,
  squareFeet: '',
  storageType: [],
  storageTermType: 'both',
  servicesOffered: [],
  contactEmails: [''],
  contactPhones: [''],
  websiteUrl: '',
  description: '',
  images: [],
  showContactInfo: false,
  forwardQuotesToWarehouse: false,
  pin: null,
  ...NEW_FACT_VALUES,
};

/** The saved fields of a listing, as the owner's answer and the admin's both carry them. */
export type SavedListing = Pick<OwnerListing, keyof ListingInput | 'pendingName'>;

/**
 * What the form starts from when it edits a saved listing: text where the form has a text box,
 * lists and switches as they are, an empty contact list as one blank row. The owner sees a
 * rename waiting for approval as the name; an admin edits the name the listing has (the
 * pending one is approved or rejected on its own).
 */
export function listingFormDefaults(listing: SavedListing, audience: 'owner' | 'admin'): ListingInput {
  return {
    name: audience === 'owner' ? (listing.pendingName ?? listing.name) : listing.name,
    address: listing.address,
    unitNumber: listing.unitNumber ?? '',
    city: listing.city,
    stateProvince: listing.stateProvince,
    country: listing.country,
    squareFeet: listing.squareFeet === null ? '' : String(listing.squareFeet),
    storageType: listing.storageType as ListingInput['storageType'],
    storageTermType: listing.storageTermType,
    servicesOffered: listing.servicesOffered as ListingInput['servicesOffered'],
    contactEmails: listing.contactEmails.length ? listing.contactEmails : [''],
    contactPhones: listing.contactPhones.length ? listing.contactPhones : [''],
    websiteUrl: listing.websiteUrl ?? '',
    description: listing.description,
    images: listing.images,
    showContactInfo: listing.showContactInfo,
    forwardQuotesToWarehouse: listing.forwardQuotesToWarehouse,
    pin: listing.pin,
    ...factFormDefaults(listingFactsOf(listing)),
  };
}
