import { Hono } from 'hono';
import type { AppEnv } from '#src/server/api/context.ts';
import { readJson } from '#src/server/api/http.ts';
import { enforceRateLimits } from '#src/server/auth/rate-limits.ts';
import { submitContactInquiry } from '#src/server/contact/contact-inquiries.ts';
import { clientIp } from '#src/server/security/rate-limit.ts';
import { CONTACT_SUCCESS_MESSAGE, contactRequestSchema } from '#src/shared/validation/contact.ts';

export const contactRoutes = new Hono<AppEnv>();

const MINUTE = 60 * 1000;
/** Every attempt counts, valid or not: a person rarely needs more than a few messages. */
export const CONTACT_LIMIT_PER_IP = { limit: 5, windowMs: 10 * MINUTE };

contactRoutes.post('/contact', async (c) => {
  await enforceRateLimits(c, { key: `contact:ip:${clientIp(c)}`, ...CONTACT_LIMIT_PER_IP });
  const inquiry = await readJson(c, contactRequestSchema);
  await submitContactInquiry({ db: c.get('db'), config: c.get('config'), mailer: c.get('mailer') }, inquiry);
  return c.json({ success: true, message: CONTACT_SUCCESS_MESSAGE });
});
