/**
 * GET and POST /api/claims/:warehouseId/:token: what the claim page shows and the wording of its
 * screens, shared by the server that answers and the page that reads the answer.
 */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

/** Each failure has its own status, so the page picks its screen from the status alone. */
export const CLAIM_STATUS = { unknownListing: 404, wrongToken: 403, alreadyOwned: 409, tooMany: 429 } as const;

export const CLAIM_MESSAGES = {
  get unknownListing() {
    return m.api_listing_not_found();
  },
  get wrongToken() {
    return m.api_claim_link_invalid();
  },
  get alreadyOwned() {
    return m.api_claim_already();
  },
  get alreadyYours() {
    return m.api_claim_yours();
  },
  tooMany: (minutes: number) => m.api_too_many_claims({ minutes, unit: minuteUnit(minutes) }),
} as const;
