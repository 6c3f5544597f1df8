// One cold start of the bundled API, in a fresh Node process as a new function instance:
// the module's import, then its first answers. Prints the times as JSON (tests/perf/functions-bench.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const context = { deploy: { context: 'production', id: 'bench', published: true }, waitUntil: () => {} };
const call = async (handler, urlPath) => {
  const started = performance.now();
  const response = await handler(new Request(new URL(urlPath, process.env.SITE_URL)), context);
  await response.text();
  return { status: response.status, ms: performance.now() - started };
};

const started = performance.now();
const { default: handler } = await import(
  pathToFileURL(path.resolve('.netlify/functions-bundled/api/netlify/functions/api.mjs')).href
);
const importMs = performance.now() - started;
const health = await call(handler, '/api/health');
const search = await call(handler, '/api/search?query=Toronto');
console.log(JSON.stringify({ importMs, health, search, firstAnswerMs: importMs + health.ms }));
process.exit(0);
