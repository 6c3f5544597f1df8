import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
const POOL_SIZE = 40;
const CLAIMS_DIR = `${E2E_DIR}/claimed-accounts`;

export interface Account {
  username: string;
  email: string;
  password: string;
}

const POOL_PREFIX = 'e2e-user-';
const poolAccount = (n: number): Account => ({
  username: `${POOL_PREFIX}${n}`,
  email: `${POOL_PREFIX}${n}@example.com`,
  password: TEST_PASSWORD,
});

/**
 * Sessions made ahead for every account of the fresh e2e database (the demo accounts, the pool,
 * the owner fixtures), so the `login` fixture signs an account in by setting a cookie. Signing in
 * through POST /api/auth/login for every signed-in test would run into the product's login
 * limits (every e2e request comes from 127.0.0.1, and several tests sign the demo admin in) and
 * wait for a fresh authenticator code each time. Each test claims a session of its own, so one
 * that signs out leaves the others signed in.
 */
const SIGN_IN_SESSIONS = `${E2E_DIR}/sign-in-sessions.json`;
/**
 * One for a pool account: one test claims it, and the profile's test counts its sessions. More
 * than the tests that sign one in during a run for the accounts tests share (the demo accounts,
 * the owner fixtures).
 */
const sessionsMadeFor = (username: string) => (username.startsWith(POOL_PREFIX) ? 1 : 16);

export async function createAccountPool(db: Database) {
  const password = await testPasswordHash();
  await db
    .insert(users)
    .values(Array.from({ length: POOL_SIZE }, (_, i) => ({ ...poolAccount(i + 1), password, emailVerified: true })));
}

/** Run once every account exists, before the server opens the database. */
export async function createSignInSessions(db: Database) {
  const tokens: Record<string, string[]> = {};
  for (const user of await db.select({ id: users.id, username: users.username }).from(users)) {
    tokens[user.username] = [];
    for (let n = 0; n < sessionsMadeFor(user.username); n++)
      tokens[user.username]!.push((await createSession(db, user.id, undefined, { secondFactorPassed: true })).token);
  }
  await writeFile(SIGN_IN_SESSIONS, JSON.stringify(tokens));
}

let signInSessions: Record<string, string[]> | undefined;

/** A signed-in session of the account's that no other test has claimed; mkdir is atomic across workers. */
export async function claimSignInSession(username: string): Promise<string> {
  signInSessions ??= JSON.parse(await readFile(SIGN_IN_SESSIONS, 'utf8')) as Record<string, string[]>;
  const tokens = signInSessions[username];
  if (!tokens) throw new Error(`${username} was not in the e2e database when tests/e2e/serve.ts made the sessions`);
  await mkdir(CLAIMS_DIR, { recursive: true });
  for (const [n, token] of tokens.entries()) {
    try {
      await mkdir(`${CLAIMS_DIR}/${username}-session-${n}`);
      return token;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error(`All ${tokens.length} sessions of ${username} are claimed: make more in sessionsMadeFor`);
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
