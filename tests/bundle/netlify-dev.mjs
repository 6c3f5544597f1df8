// The site as Netlify serves it, under Netlify's own local emulation (@netlify/dev): the built
// pages from the publish folder with dist/_headers, netlify.toml's rewrites, and the functions
// bundled and run by Netlify's function runtime, all in this process with the environment it was
// given. Usage: node tests/bundle/netlify-dev.mjs PROJECT_ROOT PORT; prints "ready" once it listens.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';

const [projectRoot, port] = process.argv.slice(2);
// What needs Netlify's servers (edge functions need Deno, images and geolocation its CDN) is off.
const netlify = new NetlifyDev({
  projectRoot,
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
  server: { enabled: false },
});
await netlify.start();

// Netlify answers a path nothing matches with the publish folder's 404.html; the emulation leaves that to its host.
const notFound = await readFile(path.join(projectRoot, 'dist', '404.html'));

const server = createServer(async (incoming, outgoing) => {
  try {
    const matched = await netlify.handleAndIntrospectNodeRequest(incoming);
    const response =
      matched?.response ??
      new Response(notFound, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    outgoing.writeHead(response.status, [...response.headers].flat());
    if (response.body) Readable.fromWeb(response.body).pipe(outgoing);
    else outgoing.end();
  } catch (err) {
    console.error(err);
    outgoing.writeHead(500).end();
  }
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
