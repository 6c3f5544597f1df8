import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { users, warehouses } from '#db/schema.ts';
import { setupDatabase } from '#src/tools/setup.ts';
import { createTestDatabase } from '#tests/support/test-db.ts';

describe('npm run setup', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await handle?.close();
  });
  const rows = async (table: typeof users | typeof warehouses) =>
    (await handle.db.select({ n: count() }).from(table))[0]!.n;

  it('never loads the demo accounts with NODE_ENV=production, even into the embedded database', async () => {
    await setupDatabase(handle, { NODE_ENV: 'production' });
    expect(await rows(users)).toBe(0);
    expect(await rows(warehouses)).toBe(0);
  });

  it('loads them in production only when SEED_DEMO=1 asks', async () => {
    await setupDatabase(handle, { NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(await rows(users)).toBeGreaterThan(0);
    expect(await rows(warehouses)).toBeGreaterThan(0);
  });
});
