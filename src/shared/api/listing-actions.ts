/**
 * What an owner does to a listing from /my-warehouses (pause, resume, delete): the answers and
 * the sentences both the API and the page use.
 */
import type { WarehouseStatus, PausedBy } from '#src/shared/catalog.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { BILLING_MESSAGES } from './billing.ts';
import { LISTING_FORM_MESSAGES, type OwnerListing } from './listings.ts';

/** POST /api/listings/:id/pause and /resume (200): the listing's state afterwards. */
export interface ListingStateAnswer {
  success: true;
  listing: { id: string; status: WarehouseStatus; pausedBy: PausedBy | null };
}

export const OWNER_ACTION_MESSAGES = {
  get notFound() {
    return LISTING_FORM_MESSAGES.notFound;
  },
  get forbidden() {
    return m.api_own_listings_change();
  },
  get pausedByAdmin() {
    return m.api_admin_paused();
  },
  get pausedForBilling() {
    return BILLING_MESSAGES.pausedForBilling;
  },
  get pendingReview() {
    return m.api_pending_cannot_pause();
  },
  get declined() {
    return m.api_declined_cannot_pause();
  },
  paused: (name: string) => m.listing_name_paused_hidden({ name }),
  resumed: (name: string) => m.listing_name_live_again({ name }),
  deleted: (name: string) => m.listing_name_deleted({ name }),
} as const;

/** GET /api/listings: every listing of the signed-in owner, newest first. */
export interface OwnerListingsAnswer {
  listings: OwnerListing[];
}
