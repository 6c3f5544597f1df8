import type { WarehouseStatus, PausedBy } from '#src/shared/catalog.ts';
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
  /** The building's pin (latitude, longitude), or null when the listing has none. */
  pin: { latitude: number; longitude: number } | null;
  status: WarehouseStatus;
  pausedBy: PausedBy | null;
  /** A new name waiting for an admin's approval; the public still sees `name`. */
  pendingName: string | null;
  /** Why an admin declined (or paused) the listing, when they said. */
  pendingStatusReason: string | null;
  isPaid: boolean;
  subscriptionPlan: string | null;
  subscriptionExpiryDate: string | null;
  createdAt: string;
  /** When the owner last confirmed its availability: a save, or the monthly e-mail's link (src/shared/freshness.ts). */
  availabilityConfirmedAt: string;
}

/** A gazetteer place the City field may name. */
export interface ListingCity {
  name: string;
}

/** What the server's geocoder made of an address (docs/decisions/maps.md, "Geocoding"). */
export type GeocodeOutcome =
  | { status: 'found'; latitude: number; longitude: number }
  /** No geocoder is configured: the owner places the pin. */
  | { status: 'off' }
  /** The geocoder knows no such address near the city. */
  | { status: 'not_found' }
  /** The geocoder could not be asked (down, slow, busy): the owner places the pin. */
  | { status: 'failed' };

/** GET /api/listings/location?address&city&stateProvince&country: where the form's pin starts. */
export interface ListingLocationAnswer {
  /** The city's gazetteer point, or null when the city is not a place of that province or state. */
  centre: { latitude: number; longitude: number } | null;
  geocoded: GeocodeOutcome;
}
