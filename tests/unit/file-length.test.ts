import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * No source file a reader has to hold is over 400 lines (docs/architecture.md, "Files a reader
 * can hold"); data tables are JSON files (the demo's, docs/decisions/demo-data.md), not source.
 */
const MAX_LINES = 400;
const ROOTS = ['src', 'db', 'netlify', 'tests'];
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
/** Paraglide's output, compiled from messages/*.json and not committed (docs/decisions/i18n.md). */
const COMPILED = join('src', 'paraglide');

it(`keeps every source file but data within ${MAX_LINES} lines`, () => {
  const tooLong = ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((path) => join(root, path))
      .filter((path) => SOURCE.test(path) && !path.includes('node_modules') && !path.startsWith(COMPILED))
      .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES),
  );
  expect(tooLong).toEqual([]);
});
