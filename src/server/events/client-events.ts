import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { events, warehouses } from '#db/schema.ts';
import type { EventType } from '#src/shared/catalog.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import { MAX_EVENT_PAYLOAD_LENGTH } from '#src/shared/validation/event.ts';

/**
 * The server records quote requests itself; a copy from the browser would count them twice.
 * Searches are the browser's to send: the CDN answers most of them without the server (docs/decisions/search.md).
 */
const SERVER_RECORDED = new Set<EventType>(['quote_request']);

/** The payload as the JSON string the events table keeps (a non-JSON string is stored as a JSON string). */
function payloadJson(payload: string | Record<string, unknown>): { json: string; value: unknown } {
  if (typeof payload !== 'string') return { json: JSON.stringify(payload), value: payload };
  try {
    return { json: payload, value: JSON.parse(payload) };
  } catch {
    return { json: JSON.stringify(payload), value: payload };
  }
}

export type ClientEventOutcome = { ok: true } | { ok: false; reason: 'server_recorded' | 'payload_too_large' };

/** A beacon from the browser (card clicks and similar), recorded for the signed-in user or anonymously. */
export async function recordClientEvent(
  db: Database,
  event: { type: EventType; payload: string | Record<string, unknown>; userId: string | null },
): Promise<ClientEventOutcome> {
  if (SERVER_RECORDED.has(event.type)) return { ok: false, reason: 'server_recorded' };
  const { json, value } = payloadJson(event.payload);
  if (json.length > MAX_EVENT_PAYLOAD_LENGTH) return { ok: false, reason: 'payload_too_large' };
  const claimed = (value as { warehouseId?: unknown } | null)?.warehouseId;
  const warehouseId = isUuid(claimed) ? claimed : null;
  await db.insert(events).values({
    type: event.type,
    userId: event.userId,
    payload: json,
    // Only a warehouse that exists is linked, so a made-up id cannot break the insert.
    warehouseId: warehouseId
      ? sql`(select ${warehouses.id} from ${warehouses} where ${warehouses.id} = ${warehouseId})`
      : null,
  });
  return { ok: true };
}
