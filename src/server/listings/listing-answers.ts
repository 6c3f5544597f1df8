import type { Warehouse } from '#db/schema.ts';
import type { OwnerListing } from '#src/server/answers/listings.ts';
import type { StorageTermType, WarehouseStatus } from '#src/shared/catalog.ts';
import { listingFactsOf } from '#src/shared/listing-facts.ts';

/** A saved listing as the API answers its owner; the admin's fuller answer is built in admin/listing-view.ts. */

/** The fields a listing's form edits, as saved in its row: the owner's answer and the admin's both carry them. */
export function savedListingFields(w: Warehouse) {
  return {
    name: w.name,
    address: w.address,
    unitNumber: w.unitNumber,
    city: w.city,
    stateProvince: w.stateProvince,
    country: w.country,
    squareFeet: w.squareFeet,
    storageType: w.storageType,
    storageTermType: w.storageTermType as StorageTermType,
    servicesOffered: w.servicesOffered,
    contactEmails: w.contactEmails,
    contactPhones: w.contactPhones,
    websiteUrl: w.websiteUrl,
    description: w.description,
    images: w.images,
    showContactInfo: w.showContactInfo,
    forwardQuotesToWarehouse: w.forwardQuotesToWarehouse,
    // A position nobody placed (the city's centre) is no pin: the form asks the owner to place or confirm one.
    pin:
      w.latitude === null || w.longitude === null || w.positionSource !== 'pin'
        ? null
        : { latitude: w.latitude, longitude: w.longitude },
    ...listingFactsOf(w),
  };
}

/** A listing as its owner's form reads it. */
export function toOwnerListing(w: Warehouse): OwnerListing {
  return {
    id: w.id,
    ...savedListingFields(w),
    status: w.status as WarehouseStatus,
    pausedBy: w.pausedBy as OwnerListing['pausedBy'],
    pendingName: w.pendingName,
    pendingStatusReason: w.pendingStatusReason,
    isPaid: w.isPaid,
    subscriptionPlan: w.subscriptionPlan,
    subscriptionExpiryDate: w.subscriptionExpiryDate?.toISOString() ?? null,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    availabilityConfirmedAt: w.availabilityConfirmedAt.toISOString(),
  };
}
