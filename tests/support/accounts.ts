import type { Database } from '#db/client.ts';
import { sessions, type User } from '#db/schema.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '#src/server/auth/sessions.ts';
import { hashToken, newToken } from '#src/server/auth/tokens.ts';
import type { OutgoingMessage } from '#src/server/mail/mailer.ts';
import { createUser } from './factories.ts';
import { request, type TestContext } from './app.ts';

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

/**
 * A signed-in user without the ~0.3 s password hash: the session row is written directly, as
 * startSession would. Tests about logging in itself go through the API instead.
 */
export async function signedInUser(db: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  return { user, cookie: await sessionFor(db, user) };
}

export async function sessionFor(db: Database, user: Pick<User, 'id'>): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return `${SESSION_COOKIE}=${token}`;
}

/** The newest message the app sent to `to`, optionally of one kind. */
export function lastMailTo(ctx: TestContext, to: string, kind?: string): OutgoingMessage {
  const found = ctx.mailer.sent.filter((m) => m.to === to && (!kind || m.kind === kind)).at(-1);
  if (!found) throw new Error(`No ${kind ?? ''} message was sent to ${to}`);
  return found;
}

export function mailsTo(ctx: TestContext, to: string, kind?: string): OutgoingMessage[] {
  return ctx.mailer.sent.filter((m) => m.to === to && (!kind || m.kind === kind));
}

/** The token of the first link to `pathname` in the message's plain text. */
export function linkToken(message: { text: string }, pathname: string): string {
  for (const match of message.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname && url.searchParams.get('token')) return url.searchParams.get('token')!;
  }
  throw new Error(`No ${pathname} link in:\n${message.text}`);
}
