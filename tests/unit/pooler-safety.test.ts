import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API, the functions, the build and the CLI reach PostgreSQL through a transaction-mode
 * pooler (Neon's pooled endpoint, PgBouncer), which hands each transaction whichever server
 * connection is free: anything that outlives a transaction lands on some other client's
 * connection, or is refused (docs/decisions/database-connections.md). The code must not use it.
 */

const ROOTS = ['src', 'db', 'netlify'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
/** Where a session feature is allowed: the migrations' lock, taken on the direct connection. */
const DIRECT_CONNECTION_ONLY = new Set(['db/migrate.ts']);

const RULES: { name: string; pattern: RegExp; caught: string; allowed: string }[] = [
  {
    name: 'a session advisory lock (pg_advisory_xact_lock is the one that ends with its transaction)',
    pattern: /pg_(try_)?advisory_lock(_shared)?\s*\(/i,
    caught: 'await db.execute(sql`select pg_advisory_lock(${key})`)',
    allowed: 'await tx.execute(sql`select pg_advisory_xact_lock(${key})`)',
  },
  {
    name: 'LISTEN or UNLISTEN',
    pattern: /(sql`|['"`])\s*(un)?listen\s+\w/i,
    caught: 'await db.execute(sql`LISTEN listings_changed`)',
    allowed: 'await client.listen(channel, onNotice)',
  },
  {
    name: 'a session SET (SET LOCAL lasts until the transaction ends)',
    pattern: /(sql`|['"`])\s*set\s+(session\s+)?(?!local\b)\w+\s*(=|to\b)/i,
    caught: 'await db.execute(sql`SET statement_timeout = 5000`)',
    allowed: 'await tx.execute(sql`SET LOCAL statement_timeout = 5000`)',
  },
  {
    name: 'set_config for the session',
    pattern: /set_config\s*\([^)]*,\s*false\s*\)/i,
    caught: "sql`select set_config('app.user', ${id}, false)`",
    allowed: "sql`select set_config('app.user', ${id}, true)`",
  },
  {
    name: 'a named prepared statement',
    pattern: /\.prepare\(\s*['"`]|\bname\s*:\s*['"`][^'"`]*['"`]\s*,\s*text\s*:/,
    caught: "const read = db.select().from(warehouses).prepare('read_listing')",
    allowed: 'searchCache.prepare()',
  },
  {
    name: 'a startup parameter in pool options (refused by the pooler: 08P01)',
    pattern: /\b(statement_timeout|lock_timeout|idle_in_transaction_session_timeout|application_name|search_path)\s*:/,
    caught: 'new pg.Pool({ connectionString, statement_timeout: 5000 })',
    allowed: 'new pg.Pool({ connectionString, query_timeout: 6000 })',
  },
];

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => join(root, path))
    .filter((path) => SOURCE.test(path) && !path.startsWith(join('src', 'paraglide')));
}

/** The code without comments, which may well name what they warn against. */
function codeOf(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('nothing outlives a transaction on a pooled connection', () => {
  it.each(RULES)('the rule against $name catches it and lets the safe form through', (rule) => {
    expect(rule.caught).toMatch(rule.pattern);
    expect(rule.allowed).not.toMatch(rule.pattern);
  });

  it.each(RULES)('no code uses $name', (rule) => {
    const found = ROOTS.flatMap(sourceFiles)
      .filter((file) => !DIRECT_CONNECTION_ONLY.has(file.split('\\').join('/')))
      .flatMap((file) =>
        codeOf(file)
          .split('\n')
          .flatMap((line, index) => (rule.pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
