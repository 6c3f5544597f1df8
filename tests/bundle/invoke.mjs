// A stand-in for Netlify's function runtime, run with plain Node and the environment production
// would give: each bundled function's module is imported from .netlify/functions-bundled (what
// `npm run bundle:functions` wrote), or the module a `.mjs` path names (the listing pages'
// function the build writes, src/tools/listing-page-functions.ts), and its default export called
// as the runtime calls it, with a Request and a context. Reads one JSON call a line on stdin,
// answers one JSON line on stdout.
import { createInterface } from 'node:readline';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BUNDLE_DIR = path.resolve('.netlify/functions-bundled');
const SITE_URL = process.env.SITE_URL;
const modules = new Map();

function load(name) {
  if (!modules.has(name))
    modules.set(
      name,
      import(
        pathToFileURL(
          name.endsWith('.mjs') ? path.resolve(name) : path.join(BUNDLE_DIR, name, 'netlify/functions', `${name}.mjs`),
        ).href
      ),
    );
  return modules.get(name);
}

async function call({ fn, method = 'GET', path: urlPath = '/', headers = {}, body64 }) {
  const { default: handler } = await load(fn);
  const pending = [];
  const context = {
    deploy: { context: 'production', id: 'bundle-test', published: true },
    waitUntil: (promise) => pending.push(promise),
  };
  const request = new Request(new URL(urlPath, SITE_URL), {
    method,
    headers,
    body: body64 ? Buffer.from(body64, 'base64') : undefined,
  });
  const response = await handler(request, context);
  await Promise.all(pending);
  if (!response) return { status: null };
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    setCookie: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

for await (const line of createInterface({ input: process.stdin })) {
  const { id, ...request } = JSON.parse(line);
  try {
    process.stdout.write(`${JSON.stringify({ id, ...(await call(request)) })}\n`);
  } catch (err) {
    process.stdout.write(`${JSON.stringify({ id, error: err instanceof Error ? err.stack : String(err) })}\n`);
  }
}
