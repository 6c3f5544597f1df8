import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * No cast stands in for a check (docs/decisions/api-client.md): an answer's type is its route's,
 * read through the typed client (`read` in the browser, `apiClient` in integration tests), so a
 * route that changes its answer fails the type check wherever it is read. A `.json() as …` would
 * hide that change, and pass the type check whatever the route answers.
 */
const SCANNED = [
  { root: 'src/client', name: /\.tsx?$/ },
  { root: 'src/components', name: /\.tsx?$/ },
  { root: 'tests/integration', name: /\.test\.ts$/ },
];
const CAST_ON_ANSWER = /\.json\(\)\)?\s+as\b/g;
/**
 * The one cast allowed: `read` itself, which hands out a successful response's answer as the
 * route's success type (the client's response type is the union of every status the route answers).
 */
const ALLOWED = new Set(['src/client/api.ts: if (res.ok) return res.json() as Promise<Answer<R>>;']);

/** Each cast on an answer in `path`, as "path:line: the line". */
function castsIn(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(CAST_ON_ANSWER)].map((match) => {
    const lineNumber = text.slice(0, match.index).split('\n').length;
    return `${path}:${lineNumber}: ${text.split('\n')[lineNumber - 1]!.trim()}`;
  });
}

it('reads no API answer through a cast in the browser code or the integration tests', () => {
  const casts = SCANNED.flatMap(({ root, name }) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => name.test(path))
      .flatMap((path) => castsIn(join(root, path))),
  ).filter((cast) => !ALLOWED.has(cast.replace(/:\d+:/, ':')));
  expect(casts).toEqual([]);
});
