import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '#db/schema.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { signedInAdmin } from '#tests/support/admin.ts';
import { apiClient, request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

describe('POST /api/events', () => {
  const ctx = useTestApp();
  const latest = async () => (await ctx.db.select().from(events).orderBy(desc(events.id)).limit(1))[0]!;

  it('records an anonymous card click with the warehouse it is about', async () => {
    const warehouse = await createWarehouse(ctx.db);
    const payload = {
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      warehouseLocation: 'Toronto, ON',
      searchContext: { query: 'Toronto' },
      timestamp: new Date().toISOString(),
    };
    const res = await request(ctx, '/api/events', { body: { type: 'warehouse_click', payload } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true });
    const row = await latest();
    expect(row).toMatchObject({ type: 'warehouse_click', userId: null, warehouseId: warehouse.id });
    expect(JSON.parse(row.payload)).toEqual(payload);
  });

  it('keeps a payload sent as a JSON string as it is, and records the signed-in user', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const warehouse = await createWarehouse(ctx.db);
    const payload = JSON.stringify({ warehouseId: warehouse.id, warehouseName: warehouse.name });
    const res = await request(ctx, '/api/events', {
      cookie,
      body: { type: 'warehouse_click', payload, userId: user.id, userEmail: user.email.toUpperCase() },
    });
    expect(res.status).toBe(201);
    expect(await latest()).toMatchObject({ userId: user.id, payload, warehouseId: warehouse.id });
  });

  it('does not link a warehouse id that does not exist', async () => {
    const res = await request(ctx, '/api/events', {
      body: { type: 'warehouse_click', payload: { warehouseId: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(res.status).toBe(201);
    expect((await latest()).warehouseId).toBeNull();
  });

  it('answers 403 when the body names another user than the session', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const { user: other } = await signedInUser(ctx.db);
    const before = (await latest()).id;
    for (const claim of [{ userId: other.id }, { userEmail: other.email }]) {
      const res = await request(ctx, '/api/events', {
        cookie,
        body: { type: 'warehouse_click', payload: { x: 1 }, ...claim },
      });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('Events can only be recorded for your own account.');
    }
    const anonymous = await request(ctx, '/api/events', {
      body: { type: 'warehouse_click', payload: { x: 1 }, userId: other.id },
    });
    expect(anonymous.status).toBe(403);
    expect((await latest()).id).toBe(before);
  });

  it.each([
    [{ type: 'warehouse_click' }, 'payload', 'Payload is required'],
    [{ type: 'warehouse_click', payload: '  ' }, 'payload', 'Payload is required'],
    [
      { type: 'page_view', payload: {} },
      'type',
      'Event type must be one of warehouse_click, quote_request, search, favorite_add',
    ],
    [{ type: 'quote_request', payload: { x: 1 } }, 'type', 'quote_request events are recorded by the server.'],
    [{ type: 'search', payload: { query: 'x' } }, 'payload', 'A search event must describe a search.'],
  ])('answers 400 for %o', async (body, field, message) => {
    const res = await request(ctx, '/api/events', { body });
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.message).toBe(message);
    expect(answer.errors[field]).toBe(message);
  });

  it('accepts a beacon sent as a JSON blob', async () => {
    const res = await ctx.app.request('http://localhost:4321/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: new Blob([JSON.stringify({ type: 'warehouse_click', payload: { beacon: true } })], {
        type: 'application/json',
      }),
    });
    expect(res.status).toBe(201);
    expect(await ctx.db.select().from(events).where(eq(events.payload, '{"beacon":true}'))).toHaveLength(1);
  });
});

describe('search events from the browser', () => {
  const ctx = useTestApp();
  const payload = {
    query: 'Halifax',
    filters: {
      storageTypesOffered: ['Dry Storage'],
      servicesOffered: [],
      distance: 30,
      storageTermType: 'all',
      ownerVerified: false,
      sort: 'relevance',
    },
    resultCount: 4,
    interpretedAs: 'place',
    place: { name: 'Halifax', province: 'NS', country: 'CA' },
    region: null,
  };
  const overview = async (cookie: string) => {
    const res = await apiClient(ctx, { cookie }).admin.overview.$get();
    if (!res.ok) throw new Error(`the admin overview answered ${res.status}`);
    return res.json();
  };

  it("counts a search the page reports in the admin's numbers, and its place among the most searched", async () => {
    const { cookie } = await signedInAdmin(ctx);
    const before = await overview(cookie);
    const res = await request(ctx, '/api/events', { body: { type: 'search', payload } });
    expect(res.status).toBe(201);
    const after = await overview(cookie);
    expect(after.recent.searches.last7Days).toBe(before.recent.searches.last7Days + 1);
    expect(after.topSearchedPlaces).toContainEqual({ name: 'Halifax', province: 'NS', country: 'CA', searches: 1 });
  });

  it("records a signed-in visitor's search with their account", async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const res = await request(ctx, '/api/events', { body: { type: 'search', payload }, cookie });
    expect(res.status).toBe(201);
    const [event] = await ctx.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'search'), eq(events.userId, user.id)));
    expect(JSON.parse(event!.payload)).toEqual(payload);
  });

  it('no longer records a search the server answers: the page that shows it does', async () => {
    const { cookie } = await signedInAdmin(ctx);
    const before = await overview(cookie);
    expect((await request(ctx, '/api/search?query=Halifax')).status).toBe(200);
    expect((await overview(cookie)).recent.searches.last7Days).toBe(before.recent.searches.last7Days);
  });

  it('refuses a search event that does not describe a search', async () => {
    for (const wrong of [
      { ...payload, resultCount: -1 },
      { ...payload, filters: { ...payload.filters, storageTypesOffered: ['Moon Storage'] } },
      { ...payload, extra: 'field' },
      'just text',
    ]) {
      const res = await request(ctx, '/api/events', { body: { type: 'search', payload: wrong } });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { payload: 'A search event must describe a search.' } });
    }
  });
});
