import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { businessVerifications, users, warehouses, type NewWarehouse, type User, type Warehouse } from '#db/schema.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { withDerivedFields } from '#src/server/warehouses/derived.ts';

let sequence = 0;
const next = () => `${++sequence}-${randomUUID().slice(0, 8)}`;

/** The password of every account a test signs up or logs in with; it follows the signup rules. */
export const TEST_PASSWORD = 'Warehouse1!';

let testPasswordHashed: Promise<string> | undefined;
/** TEST_PASSWORD hashed once per process, for user rows that log in. */
export const testPasswordHash = () => (testPasswordHashed ??= hashPassword(TEST_PASSWORD));

/** Signup details no other account uses (here or in an earlier run against the same server). */
export function accountDetails(prefix = 'acct') {
  const username = `${prefix}${next()}`.slice(0, 20);
  return { username, email: `${username}@example.com`, password: TEST_PASSWORD };
}

/**
 * An active Toronto warehouse unless told otherwise; coordinates come from the gazetteer, and its
 * pin counts as placed (`positionSource: 'city'` says only the city was found). It hides its
 * street number, so the public sees the area around it: a test of distances to the building
 * passes `showContactInfo: true` (docs/decisions/maps.md).
 */
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
    positionSource: 'pin',
    ...overrides,
  });
  const [row] = await db.insert(warehouses).values(values).returning();
  return row!;
}

/**
 * A user row. The password column gets a placeholder unless a real hash is given: tests that
 * log in create accounts through the API or pass `password: await testPasswordHash()`.
 */
/**
 * The authenticator secret of every admin the factories make, as admins must have a second
 * factor (docs/decisions/second-factor.md); tests that sign in with a code compute it from this.
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A verified account; an admin comes with a second factor enrolled, as the admin API requires. */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const id = next().replace(/[^a-z0-9]/gi, '');
  const secondFactor = overrides.isAdmin ? { totpSecret: TEST_TOTP_SECRET } : {};
  const [row] = await db
    .insert(users)
    .values({
      username: `user${id}`.slice(0, 20),
      email: `user${id}@test.example`,
      password: 'not-a-hash',
      emailVerified: true,
      ...secondFactor,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An admin's check of the owner's business, as the dashboard records it: the owner's listings become "Owner verified". */
export async function verifyBusiness(db: Database, ownerId: string): Promise<void> {
  await db
    .insert(businessVerifications)
    .values({ userId: ownerId, method: 'phone_call', verifiedByName: 'test-admin', note: 'Called the front desk.' });
}

/** The UTC date `days` from now as YYYY-MM-DD, the form the API takes. */
export const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The body of a valid POST /api/quotes for the warehouse. */
/** The body of a valid POST /api/quotes for one listing, or for several when given a list. */
export const quoteRequestBody = (warehouse: string | string[], overrides: Record<string, unknown> = {}) => ({
  warehouseIds: Array.isArray(warehouse) ? warehouse : [warehouse],
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 212 555 0100',
  company: 'Compilers & Co',
  spaceNeeded: 120,
  spaceUnit: 'pallet_positions',
  startDate: dateInDays(14),
  storageTerm: 'short-term',
  servicesNeeded: ['Pick and Pack Services', 'Loading Docks'],
  message: 'Seasonal overflow <script>alert(1)</script> for Q4.',
  ...overrides,
});

/** The body of a valid POST /api/contact, with spaces and capitals the server tidies. */
export const contactInquiryBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  phone: '416-555-0199',
  company: 'Analytical Engines <Ltd>',
  inquiryType: 'quote',
  storageRequirements: ['cold_storage', 'dry_storage'],
  message: 'We need 2,000 pallet positions of cold storage near Toronto.',
  ...overrides,
});
