/**
 * What an owner does to a listing from /my-warehouses (pause, resume, delete): the sentences
 * both the API and the page use.
 */
import { m } from '#src/shared/i18n/messages.ts';
import { BILLING_MESSAGES } from './billing.ts';
import { LISTING_FORM_MESSAGES } from './listings.ts';

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
