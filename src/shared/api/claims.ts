/**
 * GET and POST /api/claims/:warehouseId/:token: what the claim page shows and the wording of its
 * screens, shared by the server that answers and the page that reads the answer.
 */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

/** Each failure has its own status, so the page picks its screen from the status alone. */
export const CLAIM_STATUS = { unknownListing: 404, wrongToken: 403, alreadyOwned: 409, tooMany: 429 } as const;

export const CLAIM_MESSAGES = {
  unknownListing: 'We could not find this listing. It may have been removed.',
  wrongToken: 'This claim link is not valid. It may have been mistyped, or replaced by a newer link.',
  alreadyOwned: 'This listing has already been claimed.',
  alreadyYours: 'You already manage this listing.',
  tooMany: (minutes: number) => m.api_too_many_claims({ minutes, unit: minuteUnit(minutes) }),
} as const;
