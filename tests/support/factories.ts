import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { users, warehouses, type NewWarehouse, type User, type Warehouse } from '#db/schema.ts';
import { withDerivedFields } from '#src/server/warehouses/derived.ts';

let sequence = 0;
const next = () => `${++sequence}-${randomUUID().slice(0, 8)}`;

/** An active Toronto warehouse unless told otherwise; coordinates come from the gazetteer. */
export async function createWarehouse(db: Database, overrides: Partial<NewWarehouse> = {}): Promise<Warehouse> {
  const values = await withDerivedFields(db, {
    name: `Test Warehouse ${next()}`,
    address: '100 Test Street',
    city: 'Toronto',
    stateProvince: 'ON',
    country: 'Canada',
    squareFeet: 10000,
    storageType: ['Dry Storage'],
    storageTermType: 'both',
    servicesOffered: ['Storage'],
    contactEmails: ['ops@test.example'],
    contactPhones: ['416-555-0100'],
    description: 'A clean, well-run test warehouse with dock doors.',
    status: 'active',
    ...overrides,
  });
  const [row] = await db.insert(warehouses).values(values).returning();
  return row!;
}

/**
 * A user row. The password column gets a placeholder unless a real hash is given: tests that
 * log in create accounts through the API or pass passwordHash.
 */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const id = next().replace(/[^a-z0-9]/gi, '');
  const [row] = await db
    .insert(users)
    .values({ username: `user${id}`.slice(0, 20), email: `user${id}@test.example`, password: 'not-a-hash', emailVerified: true, ...overrides })
    .returning();
  return row!;
}
