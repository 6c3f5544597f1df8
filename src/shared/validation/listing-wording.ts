import { countryCode, MIN_SQUARE_FEET } from '#src/shared/catalog.ts';
import { ALL_REGIONS } from '#src/shared/regions.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The listing form's limits and messages, apart from the zod schema that applies them
 * (listing.ts), so the form's page shows them without loading zod until the first submit.
 */

export const MAX_LISTING_PHOTOS = 10;
export const MAX_CONTACT_ROWS = 5;
/** How far from its city's centre a listing's pin may be: farther is a slip of the mouse, not a building. */
export const PIN_MAX_KM_FROM_CITY = 50;
export const DESCRIPTION_LIMITS = { min: 10, max: 1000 } as const;

export const LISTING_MESSAGES = {
  get name() {
    return m.v_listing_name();
  },
  get nameTooLong() {
    return m.v_listing_name_too_long();
  },
  get nameTaken() {
    return m.v_listing_name_taken();
  },
  get address() {
    return m.v_listing_address();
  },
  get city() {
    return m.v_listing_city();
  },
  get cityUnknown() {
    return m.v_listing_city_unknown();
  },
  get country() {
    return m.v_listing_country();
  },
  get stateProvince() {
    return m.v_listing_state_province();
  },
  get squareFeet() {
    return m.v_listing_square_feet_min({ min: MIN_SQUARE_FEET });
  },
  get squareFeetNumber() {
    return m.v_listing_square_feet_whole();
  },
  get squareFeetTooLarge() {
    return m.v_listing_square_feet_too_large();
  },
  get storageTermType() {
    return m.v_listing_term_type();
  },
  get storageType() {
    return m.v_listing_storage_type();
  },
  get servicesOffered() {
    return m.v_listing_services();
  },
  get contactEmails() {
    return m.v_listing_contact_emails();
  },
  get contactEmail() {
    return m.v_email_invalid();
  },
  get contactPhones() {
    return m.v_listing_contact_phones();
  },
  get contactPhone() {
    return m.v_listing_contact_phone_empty();
  },
  get contactRows() {
    return m.v_listing_contact_rows();
  },
  get websiteUrl() {
    return m.v_url_invalid();
  },
  get descriptionShort() {
    return m.v_listing_description_short();
  },
  get descriptionLong() {
    return m.v_listing_description_long();
  },
  get photos() {
    return m.v_listing_photos();
  },
  get photo() {
    return m.v_listing_photo_foreign();
  },
  get pin() {
    return m.v_pin_point();
  },
  get pinFar() {
    return m.v_pin_far({ km: PIN_MAX_KM_FROM_CITY });
  },
} as const;

/** The provinces or states a country's listings may be in (codes as stored in warehouses.state_province). */
export function regionsOf(country: string) {
  const code = countryCode(country);
  return ALL_REGIONS.filter((r) => r.country === code);
}
