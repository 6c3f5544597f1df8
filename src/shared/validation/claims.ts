import { z } from 'zod';
import { CLAIM_MESSAGES } from '#src/shared/api/claims.ts';

/**
 * The two path segments of a claim link. Tokens the server makes are 32 hex characters; any
 * URL-safe string up to 128 is accepted so an admin-made token of another shape still works,
 * and anything else is simply a wrong token.
 */
export const claimParams = z.object({
  warehouseId: z.uuid({ error: () => CLAIM_MESSAGES.unknownListing }),
  token: z.string().regex(/^[\w-]{1,128}$/, { error: () => CLAIM_MESSAGES.wrongToken }),
});
