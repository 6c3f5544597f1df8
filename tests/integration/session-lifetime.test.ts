import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#db/schema.ts';
import { resolveSession, SESSION_IDLE_MS } from '#src/server/auth/sessions.ts';
import { hashToken } from '#src/server/security/tokens.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';

const HOUR = 60 * 60 * 1000;

describe('session idle timeout', () => {
  const ctx = useTestApp();

  async function sessionRow(cookie: string) {
    const token = cookie.split('=')[1]!;
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return { token, row: row! };
  }

  async function setLastUsed(cookie: string, lastUsedAt: Date) {
    const { token } = await sessionRow(cookie);
    await ctx.db
      .update(sessions)
      .set({ lastUsedAt })
      .where(eq(sessions.tokenHash, hashToken(token)));
  }

  it('ends a session unused for longer than the idle period, though its absolute expiry is later', async () => {
    const { cookie } = await signedInUser(ctx.db);
    await setLastUsed(cookie, new Date(Date.now() - SESSION_IDLE_MS - 60_000));
    expect((await request(ctx, '/api/user', { cookie })).status).toBe(401);
  });

  it('keeps a session in use alive past the idle period, writing lastUsedAt at most once an hour', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const { token, row } = await sessionRow(cookie);
    const start = row.lastUsedAt.getTime();

    // Within the hour: no write.
    expect(await resolveSession(ctx.db, token, new Date(start + 30 * 60_000))).not.toBeNull();
    expect((await sessionRow(cookie)).row.lastUsedAt.getTime()).toBe(start);

    // Six days on, then six more: each use moves the idle deadline, so twelve days later it still counts.
    const sixDays = new Date(start + 6 * 24 * HOUR);
    expect(await resolveSession(ctx.db, token, sixDays)).not.toBeNull();
    expect((await sessionRow(cookie)).row.lastUsedAt.getTime()).toBe(sixDays.getTime());
    const twelveDays = new Date(start + 12 * 24 * HOUR);
    expect(await resolveSession(ctx.db, token, twelveDays)).not.toBeNull();

    // Then a week and a minute without use.
    expect(await resolveSession(ctx.db, token, new Date(twelveDays.getTime() + SESSION_IDLE_MS + 60_000))).toBeNull();
  });

  it('still ends a session at its absolute expiry however often it is used', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const { token, row } = await sessionRow(cookie);
    await setLastUsed(cookie, new Date(row.expiresAt.getTime() - HOUR));
    expect(await resolveSession(ctx.db, token, new Date(row.expiresAt.getTime() - 2 * HOUR))).not.toBeNull();
    expect(await resolveSession(ctx.db, token, new Date(row.expiresAt.getTime() + 1000))).toBeNull();
  });
});
