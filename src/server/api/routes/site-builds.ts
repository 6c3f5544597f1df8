import { Hono } from 'hono';
import { receiveDeployNotification } from '#src/server/rebuilds/deploy-notifications.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError } from '#src/server/api/http.ts';

/**
 * Where Netlify sends its deploy notifications: exempt from the JSON-body guard, as the signature
 * is over the raw body (app.ts).
 */
export const DEPLOY_NOTIFICATION_PATH = /^\/api\/site-builds\/deploy-notifications\/?$/;

/** /api/site-builds: Netlify's word that a deploy ended (docs/decisions/rebuilds.md). */
export const siteBuildRoutes = new Hono<AppEnv>().post('/deploy-notifications', async (c) => {
  const result = await receiveDeployNotification(
    c.var.db,
    c.var.config.deployWebhookSecret,
    await c.req.text(),
    c.req.header('x-webhook-signature'),
  );
  if (!result.ok) {
    if (result.reason === 'not_configured') throw new ApiError(404, m.api_deploy_notifications_off());
    if (result.reason === 'bad_signature') throw new ApiError(401, m.api_deploy_notification_bad_signature());
    throw new ApiError(400, m.api_deploy_notification_unreadable());
  }
  return c.json({ received: true, outcome: result.outcome });
});
