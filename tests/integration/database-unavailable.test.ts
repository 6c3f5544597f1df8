import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { asDatabaseUnavailable, DatabaseUnavailableError } from '#db/availability.ts';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { createApp } from '#src/server/api/app.ts';
import { createFolderPhotoStore } from '#src/server/photos/photo-store.ts';
import { createSiteBuilds } from '#src/server/rebuilds/site-builds.ts';
import { createSearchCache } from '#src/server/search/search-cache.ts';
import { loadConfig } from '#src/server/config.ts';
import { TEST_SITE_URL, useTestApp } from '#tests/support/app.ts';

/** The API while its database is unreachable (the real outage runs in tests/faults/postgres-outage.test.ts). */
describe('database unavailable', () => {
  test('connection failures, timeouts and shutdowns are recognised through drizzle’s wrapping', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(asDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBeInstanceOf(
      DatabaseUnavailableError,
    );
    expect(asDatabaseUnavailable(new AggregateError([refused]))).toBeInstanceOf(DatabaseUnavailableError);
    // The Neon driver's WebSocket that could not open.
    expect(asDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Event('error') as never))).toBeInstanceOf(
      DatabaseUnavailableError,
    );
    for (const code of ['57P01', '57P03', '08006', '53300', '57014']) {
      expect(asDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBeInstanceOf(
        DatabaseUnavailableError,
      );
    }
    for (const message of [
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Connection terminated unexpectedly',
    ]) {
      expect(asDatabaseUnavailable(new Error(message)), message).toBeInstanceOf(DatabaseUnavailableError);
    }
    expect(asDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(asDatabaseUnavailable(new TypeError('x is undefined'))).toBeUndefined();
  });

  describe('API answers', () => {
    let handle: DatabaseHandle;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      // Nothing listens on port 1: every connection is refused at once (with the Neon driver, by the bridge).
      handle = await openDatabase({
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        purpose: 'serving',
        ...inject('postgresTemplate')?.driver,
      });
      app = createApp({
        db: handle.db,
        config: loadConfig({ SITE_URL: TEST_SITE_URL }),
        outbox: { kick() {} },
        searchCache: createSearchCache(handle),
        photoStore: createFolderPhotoStore(tmpdir()),
        siteBuilds: createSiteBuilds(handle.db),
      });
    });
    afterAll(() => handle.close());

    test('503 with a sentence and Retry-After, not a 500', async () => {
      for (const path of ['/api/warehouses', '/api/search?query=Toronto']) {
        const res = await app.request(`${TEST_SITE_URL}${path}`);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await res.json()).toEqual({
          message: 'The service is temporarily unavailable. Please try again in a minute.',
        });
      }
    });

    test('/api/health reports the database unreachable', async () => {
      const res = await app.request(`${TEST_SITE_URL}/api/health`);
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    });
  });

  describe('when the database answers', () => {
    const ctx = useTestApp();
    test('/api/health is ok and not cached', async () => {
      const res = await ctx.app.request(`${TEST_SITE_URL}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    });
  });
});
