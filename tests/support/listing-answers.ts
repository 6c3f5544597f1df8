import type { AdminListing } from '#src/client/answers.ts';
import type { OwnerListing } from '#src/client/answers.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { NO_LISTING_FACTS } from '#src/shared/listing-facts.ts';
import { listingInput } from './listing-input.ts';

/**
 * Listings as the API answers them (the owner's GET /api/listings/:id, the admin's
 * GET /api/admin/listings/:id, a visitor's listing in search and on its page), for tests that
 * render what a page was given. Nothing here touches the server.
 */

const saved = (name: string) => ({
  ...listingInput(name),
  ...NO_LISTING_FACTS,
  id: '3f8a2c1e-6b7d-4e90-a1b2-c3d4e5f60718',
  unitNumber: null,
  websiteUrl: null,
  pin: null,
  showContactInfo: false,
  forwardQuotesToWarehouse: false,
  storageTermType: 'both' as const,
  status: 'active' as const,
  pausedBy: null,
  pendingName: null,
  pendingStatusReason: null,
  isPaid: false,
  subscriptionPlan: null,
  subscriptionExpiryDate: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-20T14:30:00.000Z',
  availabilityConfirmedAt: '2026-11-20T14:30:00.000Z',
});

export const ownerListingAnswer = (name: string, overrides: Partial<OwnerListing> = {}): OwnerListing => ({
  ...saved(name),
  ...overrides,
});

export const adminListingAnswer = (name: string, overrides: Partial<AdminListing> = {}): AdminListing => ({
  ...saved(name),
  photos: [],
  latitude: 45.5017,
  longitude: -73.5673,
  pinPlaced: true,
  paymentDate: null,
  pendingNameInitiatedBy: null,
  reviewedAt: '2026-11-03T10:00:00.000Z',
  reviewedBy: null,
  owner: null,
  claimUrl: null,
  deletedAt: null,
  ownerVerified: false,
  ...overrides,
});

/** A live listing as visitors get it: a dry-storage warehouse in Toronto with no facts filled in. */
export const publicWarehouseAnswer = (overrides: Partial<PublicWarehouse> = {}): PublicWarehouse => ({
  ...NO_LISTING_FACTS,
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Industrial Road Storage',
  address: 'Industrial Road',
  unitNumber: null,
  city: 'Toronto',
  stateProvince: 'ON',
  country: 'Canada',
  squareFeet: 10000,
  storageType: ['Dry Storage'],
  storageTermType: 'both',
  servicesOffered: ['Storage'],
  contactEmails: [],
  contactPhones: [],
  websiteUrl: null,
  description: '',
  images: [],
  showContactInfo: false,
  // Its street number hidden, its position is the area's (publicPosition).
  latitude: 43.65,
  longitude: -79.38,
  approximateLocation: true,
  locatedByCityOnly: false,
  isPaid: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
  availabilityConfirmedAt: '2026-11-01T00:00:00.000Z',
  ownerVerified: false,
  ...overrides,
});
