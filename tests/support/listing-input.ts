/**
 * A complete listing as the listing form sends it (owners' and admins' forms alike), for tests
 * that create listings through the API. Nothing here touches the server, so browser tests use it too.
 */
export const listingInput = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  address: '77 Quay Street',
  city: 'Montréal',
  stateProvince: 'QC',
  country: 'Canada',
  squareFeet: 24000,
  storageType: ['Dry Storage'],
  storageTermType: 'both',
  servicesOffered: ['Storage', 'Fulfillment'],
  contactEmails: ['Bookings@Quay.example'],
  contactPhones: ['514-555-0110'],
  websiteUrl: '',
  description: 'Port-side racking with two dock doors and a secure yard.',
  images: [],
  ...overrides,
});
