/**
 * Creating and editing a listing (/list-warehouse): the answers of POST, GET and PATCH
 * /api/listings and GET /api/listings/cities, and the sentences both the API and the form use.
 * Bodies are listingSchema (src/shared/validation/listing.ts); errors are ApiErrorBody with
 * per-field messages (400 invalid or unknown city or photo, 409 name taken under `name`).
 */
import type { WarehouseStatus } from '#src/shared/catalog.ts';
import type { ListingFacts } from '#src/shared/listing-facts.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

/** The fields an owner's form sets, typed as the public sees them. */
type FormFields = Pick<
  PublicWarehouse,
  | 'id'
  | 'name'
  | 'address'
  | 'unitNumber'
  | 'city'
  | 'stateProvince'
  | 'country'
  | 'squareFeet'
  | 'storageType'
  | 'storageTermType'
  | 'servicesOffered'
  | 'contactEmails'
  | 'contactPhones'
  | 'websiteUrl'
  | 'description'
  | 'images'
  | 'showContactInfo'
  | 'updatedAt'
>;

/** A listing as its owner manages it: every field the form sets, and where the listing stands. */
export interface OwnerListing extends FormFields, ListingFacts {
  forwardQuotesToWarehouse: boolean;
  status: WarehouseStatus;
  pausedBy: 'owner' | 'admin' | null;
  /** A new name waiting for an admin's approval; the public still sees `name`. */
  pendingName: string | null;
  /** Why an admin declined (or paused) the listing, when they said. */
  pendingStatusReason: string | null;
  subscriptionPlan: string | null;
  subscriptionExpiryDate: string | null;
  createdAt: string;
}

/** POST (201), GET and PATCH /api/listings[/:id]. */
export interface OwnerListingAnswer {
  listing: OwnerListing;
}

/** A gazetteer place the City field may name. */
export interface ListingCity {
  name: string;
}

/** GET /api/listings/cities?country&stateProvince&query */
export interface ListingCitiesAnswer {
  cities: ListingCity[];
}

export const LISTING_FORM_MESSAGES = {
  signIn: 'Please log in to continue.',
  notFound: 'This listing no longer exists.',
  forbidden: 'You can only edit listings you manage.',
  changed: 'This listing was changed meanwhile. Reload the page to see the latest version.',
  invalid: 'Please correct the highlighted fields.',
  network: 'We could not reach the server, so nothing was saved. Check your connection and try again.',
  saved: (name: string) => `Your changes to ${name} are saved.`,
  renamePending: (name: string) =>
    `Your changes are saved. The new name "${name}" will show once our team approves it; until then the listing keeps its current name.`,
  resubmitted: (name: string) => `${name} is saved and back in our review queue.`,
} as const;
