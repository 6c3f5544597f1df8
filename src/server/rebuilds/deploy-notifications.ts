import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { siteBuilds } from '#db/schema.ts';
import { serverLog } from '#src/server/log.ts';
import { deployTitleBuildId } from './build-hook.ts';
import { finishBuild } from './site-builds.ts';

/**
 * The part of Netlify's deploy notification (the deploy object) this reads. It is parsed only once
 * its signature has been checked against the raw body, so it lives here rather than with the
 * schemas the browser's forms share.
 */
const deployNotification = z.object({
  id: z.string(),
  state: z.string(),
  title: z.string().nullish(),
  error_message: z.string().nullish(),
  deploy_ssl_url: z.string().nullish(),
});

/** The claims Netlify signs (HS256 with the notification's "JWS secret token"). */
const signedClaims = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) });

type DeployNotificationOutcome =
  | { ok: true; outcome: 'finished' | 'ignored' }
  | { ok: false; reason: 'not_configured' | 'bad_signature' | 'bad_payload' };

/**
 * Whether Netlify signed this body with the shared secret: the `X-Webhook-Signature` header is
 * a JWS (HS256) issued by "netlify" whose `sha256` claim is the hash of the body as sent.
 * Anything else (no header, another key, another issuer, another body) is refused.
 */
async function signedByNetlify(secret: string, body: string, signature: string | undefined): Promise<boolean> {
  if (!signature) return false;
  try {
    const { payload } = await jwtVerify(signature, new TextEncoder().encode(secret), {
      issuer: 'netlify',
      algorithms: ['HS256'],
    });
    const claims = signedClaims.safeParse(payload);
    if (!claims.success) return false;
    const digest = createHash('sha256').update(body).digest();
    return timingSafeEqual(digest, Buffer.from(claims.data.sha256, 'hex'));
  } catch {
    return false;
  }
}

/**
 * Netlify's deploy notification (docs/decisions/rebuilds.md, "Production: the build hook"):
 * "deploy succeeded" (state `ready`) and "deploy failed" (state `error`) end the running build
 * the deploy's title names, so the next build may start. Deploys we did not start (a push) and
 * other events are answered and change nothing.
 */
export async function receiveDeployNotification(
  db: Database,
  secret: string | undefined,
  body: string,
  signature: string | undefined,
  now = new Date(),
): Promise<DeployNotificationOutcome> {
  if (!secret) return { ok: false, reason: 'not_configured' };
  if (!(await signedByNetlify(secret, body, signature))) return { ok: false, reason: 'bad_signature' };
  let deploy: z.infer<typeof deployNotification>;
  try {
    const parsed = deployNotification.safeParse(JSON.parse(body));
    if (!parsed.success) return { ok: false, reason: 'bad_payload' };
    deploy = parsed.data;
  } catch {
    return { ok: false, reason: 'bad_payload' };
  }
  const buildId = deployTitleBuildId(deploy.title);
  if (!buildId || (deploy.state !== 'ready' && deploy.state !== 'error')) return { ok: true, outcome: 'ignored' };
  const [running] = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(and(eq(siteBuilds.id, buildId), eq(siteBuilds.status, 'running')));
  if (!running) return { ok: true, outcome: 'ignored' };
  const ok = deploy.state === 'ready';
  const logTail = ok
    ? `Netlify deployed the site (deploy ${deploy.id}${deploy.deploy_ssl_url ? `, ${deploy.deploy_ssl_url}` : ''}).`
    : `Netlify's deploy ${deploy.id} failed: ${deploy.error_message || 'no reason given'}. Its log is in Netlify's deploy list.`;
  await finishBuild(db, buildId, { ok, logTail }, now);
  if (!ok) serverLog.warn(`[rebuild] build ${buildId} failed: ${logTail}`);
  return { ok: true, outcome: 'finished' };
}
