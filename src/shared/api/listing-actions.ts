/**
 * What an owner does to a listing from /my-warehouses (pause, resume, delete): the answers and
 * the sentences both the API and the page use.
 */
import type { WarehouseStatus } from '#src/shared/catalog.ts';

/** POST /api/listings/:id/pause and /resume (200): the listing's state afterwards. */
export interface ListingStateAnswer {
  success: true;
  listing: { id: string; status: WarehouseStatus; pausedBy: 'owner' | 'admin' | null };
}

export const OWNER_ACTION_MESSAGES = {
  notFound: 'This listing no longer exists.',
  forbidden: 'You can only change listings you manage.',
  pausedByAdmin:
    'Our team paused this listing, so only we can resume it. Contact us and we will tell you what is needed to put it back online.',
  pendingReview: 'This listing is waiting for our review, so it cannot be paused or resumed yet.',
  declined: 'A declined listing is not online, so it cannot be paused or resumed.',
  paused: (name: string) => `${name} is paused and hidden from search.`,
  resumed: (name: string) => `${name} is live again.`,
  deleted: (name: string) => `${name} was deleted.`,
} as const;

/** One of the signed-in owner's listings as /my-warehouses shows it. */
export interface OwnerListingSummary {
  id: string;
  name: string;
  city: string;
  stateProvince: string;
  country: string;
  status: WarehouseStatus;
  pausedBy: 'owner' | 'admin' | null;
  /** A new name waiting for an admin's approval; the public still sees `name`. */
  pendingName: string | null;
  /** Why an admin declined (or paused) the listing, when they said. */
  pendingStatusReason: string | null;
  images: string[];
  subscriptionPlan: string | null;
  subscriptionExpiryDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/listings: newest first. */
export interface OwnerListingsAnswer {
  listings: OwnerListingSummary[];
}
