import { Hono } from 'hono';
import { eventRequestSchema } from '#src/shared/validation/event.ts';
import { recordClientEvent } from '#src/server/events/client-events.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { clientIp, rateLimited } from '#src/server/api/rate-limit.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * /api/events: card clicks and similar beacons. Anonymous visitors may send events; a userId or userEmail in the body must be the signed-in user's own.
 */
export const eventRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimited((c) => RATE_LIMITS.eventsPerIp(clientIp(c))),
  validated('json', eventRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    const claimsUser = body.userId != null || body.userEmail != null;
    if (claimsUser) {
      const sameUser =
        user !== null &&
        (body.userId == null || body.userId === user.id) &&
        (body.userEmail == null || body.userEmail.trim().toLowerCase() === user.email.toLowerCase());
      if (!sameUser) throw new ApiError(403, m.api_own_events());
    }
    const recorded = await recordClientEvent(c.var.db, {
      type: body.type,
      payload: body.payload,
      userId: user?.id ?? null,
    });
    if (!recorded.ok && recorded.reason === 'server_recorded') {
      const message = m.api_event_server_recorded({ type: body.type });
      throw new ApiError(400, message, { type: message });
    }
    if (!recorded.ok) throw new ApiError(400, m.api_payload_too_large(), { payload: m.api_payload_too_large() });
    return c.json({ success: true }, 201);
  },
);
