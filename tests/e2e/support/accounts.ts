import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema.ts';
import { createSession } from '#src/server/auth/sessions.ts';
import { TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';

/** The e2e server's folder: its database, built site, mailbox (MAILBOX_DIR) and account claims. */
const E2E_DIR = process.env.E2E_DIR || '.data/e2e';
export const E2E_MAILBOX = `${E2E_DIR}/mailbox`;

/**
 * Verified accounts for tests that need a signed-up or signed-in user but do not test signing up.
 * tests/e2e/serve.ts writes them into the fresh e2e database before the server opens it (an
 * embedded database has one opener, so the test processes cannot write to it later). Tests do
 * not sign up through the API instead because signup allows 5 accounts per hour per IP and every
 * e2e request comes from 127.0.0.1. Each test claims an account of its own, so one that changes
 * its password cannot disturb another.
 */
const POOL_SIZE = 30;
const CLAIMS_DIR = `${E2E_DIR}/claimed-accounts`;

export interface Account {
  username: string;
  email: string;
  password: string;
}

const poolAccount = (n: number): Account => ({
  username: `e2e-user-${n}`,
  email: `e2e-user-${n}@example.com`,
  password: TEST_PASSWORD,
});

/**
 * Where the pool's sessions are written for the test processes: one signed-in session per
 * account, created with the accounts, so the `login` fixture signs a pool account in by setting
 * its cookie. Logging in through the API for every signed-in test would run into the login limit
 * per address (every e2e request comes from 127.0.0.1), which is the product's to keep.
 */
const POOL_SESSIONS = `${E2E_DIR}/pool-sessions.json`;

export async function createAccountPool(db: Database) {
  const password = await testPasswordHash();
  const created = await db
    .insert(users)
    .values(Array.from({ length: POOL_SIZE }, (_, i) => ({ ...poolAccount(i + 1), password, emailVerified: true })))
    .returning({ id: users.id, username: users.username });
  const tokens: Record<string, string> = {};
  for (const user of created) tokens[user.username] = (await createSession(db, user.id)).token;
  await writeFile(POOL_SESSIONS, JSON.stringify(tokens));
}

let poolSessions: Record<string, string> | undefined;

/** The session token created with a pool account, or undefined for any other account. */
export function poolSessionToken(username: string): string | undefined {
  poolSessions ??= JSON.parse(readFileSync(POOL_SESSIONS, 'utf8')) as Record<string, string>;
  return poolSessions[username];
}

/** An account no test has claimed since the server started; mkdir is atomic across workers. */
export async function claimAccount(): Promise<Account> {
  await mkdir(CLAIMS_DIR, { recursive: true });
  for (let n = 1; n <= POOL_SIZE; n++) {
    try {
      await mkdir(`${CLAIMS_DIR}/${n}`);
      return poolAccount(n);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error(`All ${POOL_SIZE} e2e accounts are claimed: restart the e2e server (it creates them afresh).`);
}
