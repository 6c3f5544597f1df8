import { Hono } from 'hono';
import { ADMIN_MESSAGES } from '#src/shared/api/admin.ts';
import { BILLING_MESSAGES } from '#src/shared/api/billing.ts';
import type { AdminBillingAnswer } from '#src/server/answers/billing.ts';
import { discountBody, extraTrialBody } from '#src/shared/validation/billing.ts';
import {
  adminBilling,
  grantExtraTrial,
  setDiscount,
  type AdminBillingOutcome,
} from '#src/server/billing/admin-billing.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireAdmin, requireUser } from '#src/server/api/guards.ts';
import { validated } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { refusalError, type RefusalAnswer } from '#src/server/api/refusals.ts';
import { m } from '#src/shared/i18n/messages.ts';

const REFUSALS = {
  billing_off: [404, () => BILLING_MESSAGES.off],
  not_found: [404, () => ADMIN_MESSAGES.listingNotFound],
  no_trial: [409, () => m.api_admin_no_trial()],
} as const satisfies Record<Extract<AdminBillingOutcome, { ok: false }>['reason'], RefusalAnswer>;

function answer(outcome: AdminBillingOutcome): AdminBillingAnswer {
  if (!outcome.ok) throw refusalError(REFUSALS, outcome);
  return outcome.answer;
}

/** /api/admin/billing: a listing's billing state and history, and the admin's billing acts (each audited). */
export const adminBillingRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/listings/:id', async (c) => c.json(answer(await adminBilling(c.var, warehouseIdParam(c, 'id')))))
  .post('/listings/:id/extra-trial', validated('json', extraTrialBody), async (c) => {
    const { id, username } = requireUser(c);
    const { days } = c.req.valid('json');
    return c.json(answer(await grantExtraTrial(c.var, { id, username }, warehouseIdParam(c, 'id'), days)));
  })
  .put('/listings/:id/discount', validated('json', discountBody), async (c) => {
    const { id, username } = requireUser(c);
    const { discount } = c.req.valid('json');
    return c.json(answer(await setDiscount(c.var, { id, username }, warehouseIdParam(c, 'id'), discount)));
  });
