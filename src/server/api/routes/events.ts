import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, readJson } from '#src/server/api/http.ts';
import { events, warehouses } from '#db/schema.ts';
import { eventRequestSchema, MAX_EVENT_PAYLOAD_LENGTH } from '#src/shared/validation/event.ts';

export const eventRoutes = new Hono<AppEnv>();

/** The server records searches and quote requests itself; a copy from the browser would count them twice. */
const SERVER_RECORDED = new Set(['search', 'quote_request']);

/** The payload as the JSON string the events table keeps (a non-JSON string is stored as a JSON string). */
function payloadJson(payload: string | Record<string, unknown>): { json: string; value: unknown } {
  if (typeof payload !== 'string') return { json: JSON.stringify(payload), value: payload };
  try {
    return { json: payload, value: JSON.parse(payload) };
  } catch {
    return { json: JSON.stringify(payload), value: payload };
  }
}

/**
 * Card clicks and similar beacons. Anonymous visitors may send them; a userId or userEmail in
 * the body is only accepted when it is the signed-in user's own.
 */
eventRoutes.post('/events', async (c) => {
  const body = await readJson(c, eventRequestSchema);
  const user = c.get('user');
  const claimsUser = body.userId != null || body.userEmail != null;
  if (claimsUser) {
    const sameUser =
      user !== null &&
      (body.userId == null || body.userId === user.id) &&
      (body.userEmail == null || body.userEmail.trim().toLowerCase() === user.email.toLowerCase());
    if (!sameUser) throw new ApiError(403, 'Events can only be recorded for your own account.');
  }
  if (SERVER_RECORDED.has(body.type)) {
    throw new ApiError(400, `${body.type} events are recorded by the server.`, { type: `${body.type} events are recorded by the server.` });
  }
  const { json, value } = payloadJson(body.payload);
  if (json.length > MAX_EVENT_PAYLOAD_LENGTH) {
    throw new ApiError(400, 'Payload is too large', { payload: 'Payload is too large' });
  }
  const claimed = (value as { warehouseId?: unknown } | null)?.warehouseId;
  const warehouseId = z.uuid().safeParse(claimed).success ? (claimed as string) : null;
  await c.get('db').insert(events).values({
    type: body.type,
    userId: user?.id ?? null,
    payload: json,
    // Only a warehouse that exists is linked, so a made-up id cannot break the insert.
    warehouseId: warehouseId ? sql`(select ${warehouses.id} from ${warehouses} where ${warehouses.id} = ${warehouseId})` : null,
  });
  return c.json({ success: true }, 201);
});
