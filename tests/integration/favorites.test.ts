import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, favorites, warehouses } from '#db/schema.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';

describe('favorites', () => {
  const ctx = useTestApp();

  const add = (cookie: string, body: Record<string, unknown>) => request(ctx, '/api/favorites', { body, cookie });
  const check = async (cookie: string, warehouseId: string) =>
    (await (await request(ctx, `/api/favorites/check/${warehouseId}`, { cookie })).json()).isFavorited;

  it('asks anonymous visitors to log in', async () => {
    const warehouse = await createWarehouse(ctx.db);
    for (const [method, path, body] of [
      ['GET', `/api/favorites/check/${warehouse.id}`, undefined],
      ['GET', '/api/favorites/ids', undefined],
      ['GET', '/api/favorites', undefined],
      ['POST', '/api/favorites', { warehouseId: warehouse.id }],
      ['DELETE', `/api/favorites/${warehouse.id}`, {}],
    ] as const) {
      const res = await request(ctx, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Please log in to continue.' });
    }
  });

  it('saves a warehouse once, however often the heart is clicked, and records one favorite_add', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db, { name: 'Heart Depot' });
    expect(await check(cookie, warehouse.id)).toBe(false);

    const first = await add(cookie, {
      userId: user.id,
      warehouseId: warehouse.id,
      userEmail: user.email.toUpperCase(),
    });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toEqual({ success: true, favorite: { id: expect.any(String), warehouseId: warehouse.id } });

    const second = await add(cookie, { userId: user.id, warehouseId: warehouse.id, userEmail: user.email });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(body);

    expect(await check(cookie, warehouse.id)).toBe(true);
    const recorded = await ctx.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'favorite_add'), eq(events.userId, user.id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.warehouseId).toBe(warehouse.id);
    expect(JSON.parse(recorded[0]!.payload)).toEqual({ warehouseId: warehouse.id, warehouseName: 'Heart Depot' });
  });

  it('lists favorites newest first, leaving out listings that are no longer active', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const older = await createWarehouse(ctx.db, { address: '12 Older Road' });
    const newer = await createWarehouse(ctx.db);
    const paused = await createWarehouse(ctx.db);
    for (const w of [older, paused, newer]) expect((await add(cookie, { warehouseId: w.id })).status).toBe(201);
    await ctx.db.update(warehouses).set({ status: 'paused' }).where(eq(warehouses.id, paused.id));

    const list = await (await request(ctx, '/api/favorites', { cookie })).json();
    expect(list.warehouses.map((w: { id: string }) => w.id)).toEqual([newer.id, older.id]);
    // The same public view as search: no street number, contact details or claim token.
    expect(list.warehouses[1].address).toBe('Older Road');
    expect(list.warehouses[1]).not.toHaveProperty('claimToken');

    const ids = await (await request(ctx, '/api/favorites/ids', { cookie })).json();
    expect(ids.warehouseIds.sort()).toEqual([older.id, newer.id, paused.id].sort());
  });

  it('cannot save a warehouse that is not listed', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const pending = await createWarehouse(ctx.db, { status: 'pending' });
    const res = await add(cookie, { warehouseId: pending.id });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'This warehouse is not listed.' });
    expect((await add(cookie, { warehouseId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const malformed = await add(cookie, { warehouseId: 'not-an-id' });
    expect(malformed.status).toBe(400);
  });

  it("refuses to touch another user's favorites when the browser names someone else", async () => {
    const { user: victim, cookie: victimCookie } = await signedInUser(ctx.db);
    const { cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db);
    await add(victimCookie, { warehouseId: warehouse.id });

    const asVictim = await add(cookie, { userId: victim.id, warehouseId: warehouse.id });
    expect(asVictim.status).toBe(403);
    expect(await asVictim.json()).toEqual({ message: 'You can only change your own favorites.' });
    expect((await add(cookie, { warehouseId: warehouse.id, userEmail: victim.email })).status).toBe(403);
    expect((await request(ctx, `/api/favorites/check/${warehouse.id}?userId=${victim.id}`, { cookie })).status).toBe(
      403,
    );

    const remove = await request(ctx, `/api/favorites/${warehouse.id}`, {
      method: 'DELETE',
      body: { userId: victim.id },
      cookie,
    });
    expect(remove.status).toBe(403);
    expect(await check(victimCookie, warehouse.id)).toBe(true);
    // Nothing leaks into the other account's lists.
    expect((await (await request(ctx, '/api/favorites/ids', { cookie })).json()).warehouseIds).toEqual([]);
  });

  it('removes a favorite, with or without the userId in the body, and removing twice is fine', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db);
    await add(cookie, { warehouseId: warehouse.id });

    const res = await request(ctx, `/api/favorites/${warehouse.id}`, {
      method: 'DELETE',
      body: { userId: user.id },
      cookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await check(cookie, warehouse.id)).toBe(false);

    const again = await request(ctx, `/api/favorites/${warehouse.id}`, { method: 'DELETE', cookie });
    expect(again.status).toBe(200);
    expect(await ctx.db.select().from(favorites).where(eq(favorites.userId, user.id))).toEqual([]);
  });

  it('checks with the userId the card sends, and answers 404 for a malformed warehouse id', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db);
    await add(cookie, { warehouseId: warehouse.id });
    const res = await request(ctx, `/api/favorites/check/${warehouse.id}?userId=${user.id}`, { cookie });
    expect(await res.json()).toEqual({ isFavorited: true });
    expect((await request(ctx, '/api/favorites/check/nope', { cookie })).status).toBe(404);
    expect((await request(ctx, '/api/favorites/nope', { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('refuses a non-JSON body and a cross-site request', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db);
    const form = await request(ctx, '/api/favorites', {
      body: `warehouseId=${warehouse.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookie,
    });
    expect(form.status).toBe(415);
    const crossSite = await request(ctx, '/api/favorites', {
      body: { warehouseId: warehouse.id },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      cookie,
    });
    expect(crossSite.status).toBe(403);
    expect(await check(cookie, warehouse.id)).toBe(false);
  });
});
