import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A purge Netlify's API was asked for: the body purgeCache sends, and the token it sent it with. */
interface RecordedPurge {
  body: { cache_tags?: string[]; site_id?: string };
  authorization: string | undefined;
}

/**
 * A local stand-in for Netlify's purge API (POST /api/v1/purge), so the CDN purge is tested
 * offline through @netlify/functions' own purgeCache. It records every purge and answers
 * `status`: 202 as Netlify does, or the failure a test sets.
 */
export async function startPurgeStandIn() {
  const standIn = {
    purges: [] as RecordedPurge[],
    status: 202,
    url: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/api/v1/purge') return res.writeHead(404).end();
      standIn.purges.push({
        body: JSON.parse(text) as RecordedPurge['body'],
        authorization: req.headers.authorization,
      });
      res.writeHead(standIn.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
