import { z } from 'zod';
import { EVENT_TYPES } from '#src/shared/catalog.ts';
import { claimedUserFields } from './fields.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { searchEventPayloadSchema } from './search-event.ts';

export const MAX_EVENT_PAYLOAD_LENGTH = 4000;
/** A click's context is a flat record with a nested search or two; reports read no deeper. */
const MAX_EVENT_PAYLOAD_DEPTH = 4;
const MAX_EVENT_PAYLOAD_KEYS = 50;

const payloadRequired = () => m.v_event_payload_required();
const payloadTooComplex = () =>
  m.v_event_payload_complex({ depth: MAX_EVENT_PAYLOAD_DEPTH, keys: MAX_EVENT_PAYLOAD_KEYS });

/** Whether a payload stays within the depth and key-count bounds; a string that is not JSON is plain text. */
function withinPayloadBounds(payload: unknown): boolean {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return true;
    }
  }
  let keys = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length) {
    const next = stack.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_EVENT_PAYLOAD_DEPTH) return false;
    const entries = Object.values(next.value);
    keys += entries.length;
    if (keys > MAX_EVENT_PAYLOAD_KEYS) return false;
    for (const child of entries) stack.push({ value: child, depth: next.depth + 1 });
  }
  return true;
}

/** Whether a `search` event's payload describes a search as the results page records it; other types' payloads are free. */
function searchPayloadIfSearch({
  type,
  payload,
}: {
  type: string;
  payload: string | Record<string, unknown>;
}): boolean {
  if (type !== 'search') return true;
  let value: unknown = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return false;
    }
  }
  return searchEventPayloadSchema.safeParse(value).success;
}

/**
 * POST /api/events. The payload is a JSON string (docs/decisions/events.md) or an object the server turns into one.
 * userId/userEmail may accompany it, but the server only accepts them when they are the
 * signed-in user's own.
 */
export const eventRequestSchema = z
  .object({
    type: z.enum(EVENT_TYPES, { error: () => m.v_event_type({ types: EVENT_TYPES.join(', ') }) }),
    payload: z
      .union([z.string().trim().min(1, { error: payloadRequired }), z.record(z.string(), z.unknown())], {
        error: payloadRequired,
      })
      .refine(withinPayloadBounds, { error: payloadTooComplex }),
    ...claimedUserFields,
  })
  .refine(searchPayloadIfSearch, { error: () => m.v_event_search_payload(), path: ['payload'] });
