import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteBuilds, warehouses } from '#db/schema.ts';
import { CLAIM_MESSAGES } from '#src/shared/api/claims.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { useTestApp } from '#tests/support/app.ts';
import { freshIp, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { auditOf } from '#tests/support/admin.ts';

describe('claiming a listing', () => {
  const ctx = useTestApp();

  const unowned = () => createWarehouse(ctx.db, { userId: null, images: ['/media/claim-960.webp'] });
  const look = (id: string, token: string, init: { cookie?: string; ip?: string } = {}) =>
    requestFrom(ctx, `/api/claims/${id}/${token}`, init);
  const claim = (id: string, token: string, init: { cookie?: string; ip?: string } = {}) =>
    requestFrom(ctx, `/api/claims/${id}/${token}`, { method: 'POST', ...init });
  const ownerOf = async (id: string) => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!;

  it('shows a visitor the listing behind a valid link, without its private fields', async () => {
    const w = await unowned();
    const res = await look(w.id, w.claimToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      warehouse: {
        id: w.id,
        name: w.name,
        city: 'Toronto',
        stateProvince: 'ON',
        country: 'Canada',
        image: '/media/claim-960.webp',
        status: 'active',
      },
    });
  });

  it('asks a visitor to log in before claiming', async () => {
    const w = await unowned();
    const res = await claim(w.id, w.claimToken);
    expect(res.status).toBe(401);
    expect((await ownerOf(w.id)).userId).toBeNull();
  });

  it('gives the listing to the signed-in user and replaces the token, so the link works once', async () => {
    const w = await unowned();
    const { user, cookie } = await signedInUser(ctx.db);
    const res = await claim(w.id, w.claimToken, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, warehouse: { id: w.id, name: w.name } });

    const after = await ownerOf(w.id);
    expect(after.userId).toBe(user.id);
    expect(after.claimToken).not.toBe(w.claimToken);
    expect(after.claimToken).toMatch(/^[0-9a-f]{32}$/);
    // An active listing's claim reaches the site rebuild queue like every other listing write.
    expect(await ctx.db.select().from(siteBuilds)).not.toHaveLength(0);

    const again = await claim(w.id, w.claimToken, { cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(CLAIM_MESSAGES.alreadyYours);

    const someoneElse = await signedInUser(ctx.db);
    const late = await claim(w.id, w.claimToken, { cookie: someoneElse.cookie });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(CLAIM_MESSAGES.alreadyOwned);
    expect((await look(w.id, after.claimToken)).status).toBe(409);
    expect((await ownerOf(w.id)).userId).toBe(user.id);

    // The owner change is in the audit log once, with who claimed it.
    const admin = await signedInUser(ctx.db, { isAdmin: true });
    expect(await auditOf(ctx, admin.cookie, 'listing', w.id)).toMatchObject([
      {
        action: 'listing.claim',
        actorId: user.id,
        actorName: user.username,
        entityName: w.name,
        changes: { userId: { before: null, after: user.id } },
      },
    ]);
  });

  it('refuses a wrong token, on the page and on the claim', async () => {
    const w = await unowned();
    const { cookie } = await signedInUser(ctx.db);
    for (const token of ['0'.repeat(32), w.claimToken.slice(0, -1), 'not a token!']) {
      const preview = await look(w.id, encodeURIComponent(token));
      expect(preview.status, token).toBe(403);
      expect(await preview.json()).toEqual({ message: CLAIM_MESSAGES.wrongToken });
      expect((await claim(w.id, encodeURIComponent(token), { cookie })).status, token).toBe(403);
    }
    expect((await ownerOf(w.id)).userId).toBeNull();
  });

  it('says so when the listing does not exist', async () => {
    const { cookie } = await signedInUser(ctx.db);
    for (const id of ['8d9f6a52-3c1e-4f4b-9a55-0d6f1c2b7e10', 'not-a-uuid']) {
      const res = await look(id, 'a'.repeat(32));
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: CLAIM_MESSAGES.unknownListing });
      expect((await claim(id, 'a'.repeat(32), { cookie })).status, id).toBe(404);
    }
  });

  it('says a listing with an owner is already claimed, whatever the token', async () => {
    const owner = await signedInUser(ctx.db);
    const w = await createWarehouse(ctx.db, { userId: owner.user.id });
    const { cookie } = await signedInUser(ctx.db);
    const res = await claim(w.id, w.claimToken, { cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: CLAIM_MESSAGES.alreadyOwned });
    expect((await ownerOf(w.id)).userId).toBe(owner.user.id);
  });

  it('lets only one of two people claiming at the same moment win', async () => {
    const w = await unowned();
    const [a, b] = await Promise.all([signedInUser(ctx.db), signedInUser(ctx.db)]);
    const answers = await Promise.all([
      claim(w.id, w.claimToken, { cookie: a.cookie }),
      claim(w.id, w.claimToken, { cookie: b.cookie }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? a : b;
    expect((await ownerOf(w.id)).userId).toBe(winner.user.id);
  });

  it('slows down guessing: 429 after 20 tries from one address in 15 minutes', async () => {
    const w = await unowned();
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await look(w.id, i.toString(16).padStart(32, '0'), { ip })).status).toBe(403);
    }
    const blocked = await look(w.id, w.claimToken, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await blocked.json()).message).toMatch(
      /^Too many claim attempts from your network\. Please wait \d+ minutes?/,
    );
    // Another address is not held back by this one's guesses.
    expect((await look(w.id, w.claimToken)).status).toBe(200);
  });
});
