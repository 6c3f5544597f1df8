import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '#src/server/api/app.ts';
import { freshIp, requestFrom, signedInUser } from '#tests/support/accounts.ts';
import { useTestApp } from '#tests/support/app.ts';
import { TEST_PASSWORD } from '#tests/support/factories.ts';

const NUL_MESSAGE = 'Text fields cannot contain NUL characters.';
const WAREHOUSE_ID = '00000000-0000-4000-8000-000000000000';

/** A valid body for each JSON endpoint, whose string fields each get a NUL in turn. */
const ENDPOINTS: { method?: string; path: string; signedIn?: boolean; body: Record<string, unknown> }[] = [
  { path: '/api/auth/signup', body: { username: 'nuluser', email: 'nul@example.com', password: TEST_PASSWORD } },
  { path: '/api/auth/login', body: { usernameOrEmail: 'nuluser', password: TEST_PASSWORD } },
  { path: '/api/auth/forgot-password', body: { email: 'nul@example.com' } },
  { path: '/api/auth/resend-verification', body: { email: 'nul@example.com' } },
  { path: '/api/auth/reset-password', body: { token: 'sometoken', newPassword: TEST_PASSWORD } },
  {
    path: '/api/contact',
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      company: 'Engines',
      inquiryType: 'general',
      storageRequirements: ['x'],
      message: 'Hello there, a question about storage.',
    },
  },
  {
    path: '/api/quotes',
    body: {
      warehouseIds: [WAREHOUSE_ID],
      name: 'Ada',
      email: 'ada@example.com',
      phone: '555-0100',
      company: 'Engines',
      spaceNeeded: '100',
      spaceUnit: 'sqft',
      startDate: '2031-01-01',
      storageTerm: 'short-term',
      servicesNeeded: ['Storage'],
      message: 'Hello there, a question about storage.',
    },
  },
  { path: '/api/events', body: { type: 'warehouse_click', payload: '{"x":1}', userEmail: 'a@example.com' } },
  { path: '/api/favorites', signedIn: true, body: { warehouseId: WAREHOUSE_ID, userId: 'someone' } },
  { method: 'PATCH', path: '/api/profile/username', signedIn: true, body: { username: 'nuluser2' } },
  { path: '/api/profile/email', signedIn: true, body: { newEmail: 'new@example.com', currentPassword: TEST_PASSWORD } },
  {
    path: '/api/profile/password',
    signedIn: true,
    body: { currentPassword: TEST_PASSWORD, newPassword: 'Other@Pass2031' },
  },
  { method: 'DELETE', path: '/api/profile', signedIn: true, body: { password: TEST_PASSWORD } },
];

const CASES = ENDPOINTS.flatMap((endpoint) =>
  Object.entries(endpoint.body).flatMap(([field, value]) => {
    if (typeof value === 'string') return [{ ...endpoint, field, body: { ...endpoint.body, [field]: `a\u0000b` } }];
    if (Array.isArray(value))
      return [{ ...endpoint, field: `${field}.0`, body: { ...endpoint.body, [field]: ['\u0000'] } }];
    return [];
  }),
);

describe('bad input answers 400, never 500', () => {
  const ctx = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedInUser(ctx.db));
  });

  it.each(CASES.map((c) => [`${c.method ?? 'POST'} ${c.path} ${c.field}`, c] as const))('NUL in %s', async (_, c) => {
    const res = await requestFrom(ctx, c.path, {
      method: c.method ?? 'POST',
      body: c.body,
      cookie: c.signedIn ? cookie : undefined,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NUL_MESSAGE, errors: { [c.field]: NUL_MESSAGE } });
  });

  it('refuses a NUL in a nested value or a key, under its path', async () => {
    const res = await requestFrom(ctx, '/api/events', {
      body: { type: 'warehouse_click', payload: { context: { query: 'x\u0000' }, ['k\u0000']: 1 } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ 'payload.context.query': NUL_MESSAGE, 'payload.k\u0000': NUL_MESSAGE });
  });

  it.each([
    ['/api/search?query=Toron%00to', 'query'],
    ['/api/search?query=Toronto&storageTypesOffered=Cold%00', 'storageTypesOffered'],
    ['/api/locations?query=Tor%00', 'query'],
    ['/api/warehouses?limit=1%00', 'limit'],
  ])('NUL in the query %s', async (path, field) => {
    const res = await requestFrom(ctx, path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NUL_MESSAGE, errors: { [field]: NUL_MESSAGE } });
  });

  it('answers a NUL in a link token as an invalid link', async () => {
    const res = await requestFrom(ctx, '/api/auth/verify-email?token=abc%00def');
    expect(res.status).toBe(400);
  });

  it('never answers 500 to a NUL in a warehouse id in the path', async () => {
    const res = await requestFrom(ctx, '/api/warehouses/abc%00');
    expect(res.status).toBeLessThan(500);
  });

  it('refuses JSON nested deeper than 16 levels, even far deeper', async () => {
    for (const depth of [17, 20_000]) {
      const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const res = await requestFrom(ctx, '/api/contact', { body, ip: freshIp() });
      expect(res.status, `depth ${depth}`).toBe(400);
      expect((await res.json()).message).toBe('The request is nested too deeply (more than 16 levels).');
    }
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await requestFrom(ctx, '/api/contact', { body: '{"firstName": ' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('The request body is not valid JSON.');
    const huge = await requestFrom(ctx, '/api/contact', {
      body: JSON.stringify({ message: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(huge.status).toBe(413);
  });
});
