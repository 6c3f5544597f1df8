import { z } from 'zod';
import { EVENT_TYPES } from '#src/shared/catalog.ts';
import { claimedUserFields } from './fields.ts';

export const MAX_EVENT_PAYLOAD_LENGTH = 4000;

const payloadRequired = 'Payload is required';

/**
 * POST /api/events. The payload is a JSON string (docs/decisions/events.md) or an object the server turns into one.
 * userId/userEmail may accompany it, but the server only accepts them when they are the
 * signed-in user's own.
 */
export const eventRequestSchema = z.object({
  type: z.enum(EVENT_TYPES, { error: `Event type must be one of ${EVENT_TYPES.join(', ')}` }),
  payload: z.union([z.string().trim().min(1, payloadRequired), z.record(z.string(), z.unknown())], {
    error: payloadRequired,
  }),
  ...claimedUserFields,
});

export type EventRequest = z.input<typeof eventRequestSchema>;
