import type { Database } from '#db/client.ts';
import { sessions, type User } from '#db/schema.ts';
import { SESSION_TTL_MS } from '#src/server/auth/sessions.ts';
import { hashToken, newToken } from '#src/server/security/tokens.ts';
import { loadConfig } from '#src/server/config.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import { apiClient, request, type TestContext } from './app.ts';

let ipSequence = 0;

/** A client address no other request in the file uses, so per-IP limits only bite where a test wants them. */
export function freshIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

type RequestInit = Parameters<typeof request>[2] & { ip?: string };

/**
 * `request` from a given client IP (a fresh one unless told): the app reads the client's address
 * from Netlify's x-nf-client-connection-ip when no socket is there, as in these in-process calls.
 */
export function requestFrom(ctx: TestContext, path: string, init: RequestInit = {}) {
  const { ip = freshIp(), headers, ...rest } = init;
  return request(ctx, path, { ...rest, headers: { 'x-nf-client-connection-ip': ip, ...headers } });
}

/** `apiClient` from a given client IP (a fresh one unless told), as `requestFrom` sends. */
export function apiClientFrom(ctx: TestContext, { cookie, ip = freshIp() }: { cookie?: string; ip?: string } = {}) {
  return apiClient(ctx, { cookie, headers: { 'x-nf-client-connection-ip': ip } });
}

/** Logs in through the API as the login page does, from `ip` (a fresh one unless told). */
export function logIn(ctx: TestContext, usernameOrEmail: string, password = TEST_PASSWORD, ip?: string) {
  return requestFrom(ctx, '/api/auth/login', { body: { usernameOrEmail, password }, ip });
}

/**
 * A signed-in user without the ~0.3 s password hash: the session row is written directly, as
 * startSession would. Tests about logging in itself go through the API instead.
 */
export async function signedInUser(db: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  return { user, cookie: await sessionFor(db, user) };
}

/**
 * A session row for the user, live for the usual lifetime unless told otherwise, as its cookie
 * pair: one that finished signing in, the second-factor code included where the account has one.
 */
export async function sessionFor(
  db: Database,
  user: Pick<User, 'id'>,
  expiresAt = new Date(Date.now() + SESSION_TTL_MS),
): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt, secondFactorPassed: true });
  return `${loadConfig({}).sessionCookie}=${token}`;
}
