import { countryCode, MIN_SQUARE_FEET } from '#src/shared/catalog.ts';
import { ALL_REGIONS } from '#src/shared/regions.ts';

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
  name: 'Warehouse name is required',
  nameTooLong: 'Warehouse name cannot exceed 120 characters',
  nameTaken: 'A warehouse with this name is already listed. Please choose a different name.',
  address: 'Street address is required',
  city: 'City is required',
  cityUnknown: 'We could not find this city in the selected province or state. Pick one of the suggestions.',
  country: 'Please select a country',
  stateProvince: 'Please select a province or state',
  squareFeet: `Minimum square footage must be at least ${MIN_SQUARE_FEET}`,
  squareFeetNumber: 'Square footage must be a whole number',
  squareFeetTooLarge: 'Square footage is too large',
  storageTermType: 'Storage term type must be short-term, long-term, or both',
  storageType: 'Please select at least one storage type',
  servicesOffered: 'Please select at least one service offered',
  contactEmails: 'At least one contact email is required',
  contactEmail: 'Please enter a valid email address',
  contactPhones: 'At least one contact phone is required',
  contactPhone: 'Phone number cannot be empty',
  contactRows: `You can add up to ${MAX_CONTACT_ROWS}`,
  websiteUrl: 'Please enter a valid URL',
  descriptionShort: `Description must be at least ${DESCRIPTION_LIMITS.min} characters`,
  descriptionLong: `Description must be no more than ${DESCRIPTION_LIMITS.max} characters`,
  photos: `You can add up to ${MAX_LISTING_PHOTOS} photos`,
  photo: 'This photo was not uploaded here. Remove it and upload it again.',
  pin: 'The pin must be a point on the map',
  pinFar: `The pin is more than ${PIN_MAX_KM_FROM_CITY} km from the city. Move it onto the building.`,
} as const;

/** The provinces or states a country's listings may be in (codes as stored in warehouses.state_province). */
export function regionsOf(country: string) {
  const code = countryCode(country);
  return ALL_REGIONS.filter((r) => r.country === code);
}
