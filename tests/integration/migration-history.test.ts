import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations } from '#db/migrate.ts';
import { auditLog, quoteRequests } from '#db/schema.ts';
import { createEmptyDatabase } from '#tests/support/empty-db.ts';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** The migrations folder as it was before `tag`: its files, and a journal that ends before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

// Every migration from an empty database: slow on a busy machine.
describe('migration 0008 (deletion history)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true });
  });

  it('copies the listing name and city into older quote requests, and the record names into older audit entries', async () => {
    const before = await migrationsBefore('0008_deletion_history');
    folders.push(before);
    const handle = await createEmptyDatabase();
    const { db } = handle;
    await runMigrations(handle, before);

    for (const statement of [
      `insert into users (id, username, email, password) values
         ('00000000-0000-4000-8000-000000000001', 'rowan', 'rowan@example.com', 'x')`,
      `insert into warehouses (id, name, address, city, state_province, description, status) values
         ('00000000-0000-4000-8000-0000000000a1', 'Old Mill Storage', '1 Mill Road', 'Guelph', 'ON', 'Dry storage.', 'active')`,
      `insert into quote_requests (warehouse_id, name, email, phone, space_needed, space_unit, start_date, storage_term, message) values
         ('00000000-0000-4000-8000-0000000000a1', 'Grace', 'grace@example.com', '555', 10, 'pallet_positions', '2026-12-01', 'short-term', 'Hi'),
         (null, 'Ada', 'ada@example.com', '555', 10, 'pallet_positions', '2026-12-01', 'short-term', 'Hi')`,
      `insert into audit_log (actor_name, action, entity_type, entity_id, changes) values
         ('admin', 'listing.approve', 'listing', '00000000-0000-4000-8000-0000000000a1', '{}'),
         ('admin', 'user.make_admin', 'user', '00000000-0000-4000-8000-000000000001', '{}'),
         ('admin', 'listing.edit', 'listing', '00000000-0000-4000-8000-0000000000b2', '{}'),
         ('admin', 'listing.delete', 'listing', '00000000-0000-4000-8000-0000000000b2', '{"name":{"before":"Gone Depot","after":null}}')`,
    ]) {
      await db.execute(sql.raw(statement));
    }
    await runMigrations(handle);

    const quotes = await db
      .select({
        name: quoteRequests.name,
        listingName: quoteRequests.listingName,
        listingCity: quoteRequests.listingCity,
      })
      .from(quoteRequests)
      .orderBy(quoteRequests.name);
    expect(quotes).toEqual([
      { name: 'Ada', listingName: null, listingCity: null },
      { name: 'Grace', listingName: 'Old Mill Storage', listingCity: 'Guelph' },
    ]);
    const entries = await db
      .select({ action: auditLog.action, entityName: auditLog.entityName })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: 'listing.approve', entityName: 'Old Mill Storage' },
      { action: 'user.make_admin', entityName: 'rowan' },
      { action: 'listing.edit', entityName: 'Gone Depot' },
      { action: 'listing.delete', entityName: 'Gone Depot' },
    ]);
    await handle.close();
  }, 120_000);
});
