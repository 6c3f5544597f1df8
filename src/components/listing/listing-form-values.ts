import type { OwnerListing } from '#src/shared/api/listings.ts';
import type { ListingInput } from '#src/shared/validation/listing.ts';

/**
 * A saved listing as the listing forms show it (the owner's edit and the admin's): text where
 * the form has a text box, lists and switches as they are.
 */
export function listingFormValues(
  listing: Pick<OwnerListing, keyof ListingInput>,
): ListingInput & { squareFeet: string; contactEmails: string[]; contactPhones: string[]; images: string[] } {
  return {
    name: listing.name,
    address: listing.address,
    unitNumber: listing.unitNumber ?? '',
    city: listing.city,
    stateProvince: listing.stateProvince,
    country: listing.country,
    squareFeet: listing.squareFeet === null ? '' : String(listing.squareFeet),
    storageType: listing.storageType as ListingInput['storageType'],
    storageTermType: listing.storageTermType,
    servicesOffered: listing.servicesOffered as ListingInput['servicesOffered'],
    contactEmails: listing.contactEmails,
    contactPhones: listing.contactPhones,
    websiteUrl: listing.websiteUrl ?? '',
    description: listing.description,
    images: listing.images,
    showContactInfo: listing.showContactInfo,
    forwardQuotesToWarehouse: listing.forwardQuotesToWarehouse,
  };
}
