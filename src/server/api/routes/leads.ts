import { Hono } from 'hono';
import { LEAD_MESSAGES } from '#src/shared/api/leads.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import { leadReplySchema, leadStatusSchema } from '#src/shared/validation/quote.ts';
import { listLeads, replyToLead, setLeadStatus } from '#src/server/quotes/leads.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';

const LEAD_REFUSALS = {
  not_found: [404, () => LEAD_MESSAGES.notFound],
  not_yours: [403, () => LEAD_MESSAGES.forbidden],
} as const satisfies Record<string, RefusalAnswer>;

/** A lead id from the path; a malformed one names no lead. */
function leadIdParam(id: string): string {
  if (!isUuid(id)) throw new ApiError(404, LEAD_MESSAGES.notFound);
  return id;
}

/** /api/leads: the quote requests for the signed-in owner's listings (docs/decisions/leads.md). */
export const leadRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await listLeads(c.var.db, user.id));
  })
  .patch('/:leadId', signedIn, validated('json', leadStatusSchema), async (c) => {
    const user = requireUser(c);
    const outcome = await setLeadStatus(
      c.var.db,
      user.id,
      leadIdParam(c.req.param('leadId')),
      c.req.valid('json').status,
    );
    if (!outcome.ok) throw refusalError(LEAD_REFUSALS, outcome);
    return c.json({ lead: outcome.lead });
  })
  /** The owner's answer goes to the buyer through the outbox; the lead becomes contacted. */
  .post('/:leadId/reply', signedIn, validated('json', leadReplySchema), async (c) => {
    const user = requireUser(c);
    await enforceRateLimits(c, RATE_LIMITS.leadReplyPerUser(user.id));
    const outcome = await replyToLead(c.var, user, leadIdParam(c.req.param('leadId')), c.req.valid('json').message);
    if (!outcome.ok) throw refusalError(LEAD_REFUSALS, outcome);
    return c.json({ lead: outcome.lead });
  });
