import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

/** A deploy the stand-in started for a build hook call, with the title the call gave it. */
interface StandInDeploy {
  id: string;
  title: string;
}

/** What a notification is sent with: the raw body and the headers Netlify sends. */
export interface SentNotification {
  body: string;
  headers: Record<string, string>;
}

/**
 * Netlify's deploy notification signature: a JWS (HS256) over `{ iss: 'netlify', sha256 }`, the
 * hash of the body, with the notification's "JWS secret token", in `X-Webhook-Signature`.
 */
export async function signLikeNetlify(body: string, secret: string, issuer = 'netlify'): Promise<string> {
  const sha256 = createHash('sha256').update(body).digest('hex');
  return new SignJWT({ sha256 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .sign(new TextEncoder().encode(secret));
}

/**
 * A local stand-in for Netlify's side of a rebuild: a build hook that starts a deploy for each
 * call (named by the call's `trigger_title`, as Netlify names it), and the deploy notification
 * Netlify then POSTs when the deploy ends, signed as Netlify signs it. `deliver` is where
 * Netlify would POST it: the app under test.
 */
export async function startNetlifyDeploysStandIn(options: {
  secret: string;
  deliver: (notification: SentNotification) => Promise<Response>;
}) {
  const deploys: StandInDeploy[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'POST' || !url.pathname.startsWith('/build_hooks/')) return res.writeHead(404).end();
    deploys.push({ id: randomBytes(12).toString('hex'), title: url.searchParams.get('trigger_title') ?? '' });
    // Netlify answers a build hook at once with an empty 200; the deploy runs after.
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The body Netlify sends: the deploy object, with the fields this site reads among others. */
  const notificationBody = (deploy: StandInDeploy, state: 'ready' | 'error' | 'building') =>
    JSON.stringify({
      id: deploy.id,
      site_id: 'a1b2c3d4-site',
      build_id: randomBytes(12).toString('hex'),
      state,
      name: 'warehouse-finder',
      context: 'production',
      branch: 'main',
      title: deploy.title,
      error_message: state === 'error' ? 'Build script returned non-zero exit code: 2' : null,
      deploy_ssl_url: `https://${deploy.id}--warehouse-finder.netlify.app`,
      created_at: new Date().toISOString(),
    });

  return {
    hookUrl: `http://127.0.0.1:${port}/build_hooks/5f2c8e1a9b7d`,
    deploys,
    /** The notification for the deploy's `state`, signed with `secret` (another one to forge it). */
    async notification(
      deploy: StandInDeploy,
      state: 'ready' | 'error' | 'building',
      secret = options.secret,
    ): Promise<SentNotification> {
      const body = notificationBody(deploy, state);
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Netlify',
          'x-webhook-signature': await signLikeNetlify(body, secret),
        },
      };
    },
    /** Ends the deploy as Netlify does: its notification, signed, to the app. */
    async finish(deploy: StandInDeploy, state: 'ready' | 'error') {
      return options.deliver(await this.notification(deploy, state));
    },
    deliver: options.deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
