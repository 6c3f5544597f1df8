import { z } from 'zod';
import { AVAILABILITY_LINK_MESSAGES } from '#src/shared/api/availability.ts';

/** The token of a confirmation link (base64url, as src/server/security/tokens.ts makes them); anything else names no link. */
export const availabilityLinkParams = z.object({
  token: z.string().regex(/^[\w-]{16,128}$/, { error: () => AVAILABILITY_LINK_MESSAGES.unknown }),
});
