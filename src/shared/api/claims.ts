/**
 * GET and POST /api/claims/:warehouseId/:token: what the claim page shows and the wording of its
 * screens, shared by the server that answers and the page that reads the answer.
 */
import type { WarehouseStatus } from '#src/shared/catalog.ts';
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

/** The listing behind a valid claim link: enough to recognise it, nothing an owner keeps private. */
export interface ClaimSummary {
  id: string;
  name: string;
  city: string;
  stateProvince: string;
  country: string;
  /** The first photo's stored URL (see imageSrcSet), or null. */
  image: string | null;
  status: WarehouseStatus;
}

/** GET /api/claims/:warehouseId/:token. */
export interface ClaimPreviewAnswer {
  warehouse: ClaimSummary;
}

/** POST /api/claims/:warehouseId/:token (200): the listing now belongs to the signed-in user. */
export interface ClaimAnswer {
  success: true;
  warehouse: { id: string; name: string };
}

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
