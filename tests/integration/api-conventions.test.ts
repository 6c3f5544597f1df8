import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createWarehouse } from '#tests/support/factories.ts';
import { request, TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';

describe('API conventions', () => {
  const ctx = useTestApp();

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(ctx, '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No API endpoint at GET /api/no-such-thing.' });
  });

  it('refuses a cross-site state change before doing any work', async () => {
    const res = await request(ctx, '/api/contact', {
      body: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Cross-site requests are not allowed.');
  });

  it('refuses a state change whose body is not JSON', async () => {
    const res = await request(ctx, '/api/contact', {
      body: 'firstName=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('takes a DELETE sent over HTTP without a body, which carries no Content-Length', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/listings/${randomUUID()}`, {
        method: 'DELETE',
        headers: { origin: TEST_SITE_URL },
      });
      // Past the JSON-body rule (415) to the route, which wants a signed-in owner.
      expect(res.status).toBe(401);
    } finally {
      server.close();
    }
  });

  it('refuses bodies over the size limit', async () => {
    const res = await request(ctx, '/api/contact', { body: { message: 'x'.repeat(200 * 1024) } });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('The request is too large.');
  });

  it('tells an anonymous visitor GET /api/user is 401', async () => {
    const res = await request(ctx, '/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('GET /api/warehouses', () => {
  const ctx = useTestApp();

  it('lists only active warehouses, paid first, with the total', async () => {
    const plain = await createWarehouse(ctx.db, { name: 'Plain Active' });
    const paid = await createWarehouse(ctx.db, { name: 'Paid Active', isPaid: true });
    await createWarehouse(ctx.db, { name: 'Still Pending', status: 'pending' });
    await createWarehouse(ctx.db, { name: 'Was Declined', status: 'declined' });

    const res = await request(ctx, '/api/warehouses?limit=3&offset=0');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBe(2);
    expect(body.warehouses.map((w: { id: string }) => w.id)).toEqual([paid.id, plain.id]);
  });

  it('hides contact details and the street number unless the owner shows them', async () => {
    const hidden = await createWarehouse(ctx.db, { address: '55 Hidden Road', showContactInfo: false });
    const body = await (await request(ctx, `/api/warehouses/${hidden.id}`)).json();
    expect(body.warehouse.address).toBe('Hidden Road');
    expect(body.warehouse.contactEmails).toEqual([]);
    expect(body.warehouse).not.toHaveProperty('claimToken');
    expect(body.warehouse).not.toHaveProperty('userId');
  });

  it('gives 404 for a warehouse that is not active and 400 for a bad limit', async () => {
    const pending = await createWarehouse(ctx.db, { status: 'pending' });
    expect((await request(ctx, `/api/warehouses/${pending.id}`)).status).toBe(404);
    const bad = await request(ctx, '/api/warehouses?limit=0');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.limit).toBe('limit must be between 1 and 100');
  });
});
