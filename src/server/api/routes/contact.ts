import { Hono } from 'hono';
import { contactRequestSchema } from '#src/shared/validation/contact.ts';
import { contactSuccessMessage } from '#src/shared/validation/contact-wording.ts';
import { submitContactInquiry } from '#src/server/contact/contact-inquiries.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { validated } from '#src/server/api/http.ts';
import { clientIp, rateLimited } from '#src/server/api/rate-limit.ts';

/** /api/contact: the contact form. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimited((c) => RATE_LIMITS.contactPerIp(clientIp(c))),
  validated('json', contactRequestSchema),
  async (c) => {
    await submitContactInquiry(c.var, c.req.valid('json'));
    return c.json({ success: true, message: contactSuccessMessage() });
  },
);
