import type { Database } from '#db/client.ts';
import { users, warehouses, type NewWarehouse } from '#db/schema.ts';
import { withDerivedFields } from '#src/server/warehouses/derived.ts';
import { TEST_PASSWORD, testPasswordHash } from '#tests/support/factories.ts';
import type { Account } from './accounts.ts';

/**
 * Listings for the owner pages' browser tests, written by tests/e2e/serve.ts into the fresh e2e
 * database before the server opens it, as the account pool is: an owner with a listing in every
 * status, another whose listing a test deletes, and unowned listings, one with a known claim link.
 * They sit in Fredericton with an old updatedAt, so searches and "newest listings" meet them only
 * after a test changes one.
 */
const owner = (name: string): Account => ({ username: name, email: `${name}@example.com`, password: TEST_PASSWORD });

export const OWNER_FIXTURES = {
  /** Owns one listing in each status; the pause and resume test uses its active one. */
  statuses: {
    account: owner('e2e-owner-statuses'),
    active: 'E2E Riverside Logistics',
    pending: 'E2E Prairie Cold Store',
    adminPaused: 'E2E Harbour Depot',
    /** Fixed, so the site checks can say the build left its page out (tests/site/listing-pages.test.ts). */
    adminPausedId: '88a9b455-c2e8-4acc-ac83-fe30f17d0809',
    adminPauseReason: 'The photos show another building. Send us current photos to go back online.',
    declined: 'E2E Old Mill Yard',
    declinedId: '88fff53e-0c56-4fe8-9599-04a95d8f497c',
    declineReason: 'We could not confirm the address.',
    renamedTo: 'E2E Riverside Logistics North',
    /** The plan as stored; the page shows it as the admin dashboard names it. */
    plan: 'trial',
  },
  /** Owns one live listing, whose trial the billing test pays for through the Stripe stand-in. */
  billing: { account: owner('e2e-owner-billing'), listing: 'E2E Billing Bay Storage' },
  /** Owns one live listing, which the test of a paused listing's page edits and then pauses. */
  gone: {
    account: owner('e2e-owner-gone'),
    id: '0868e1b9-d8ac-4e1a-bba1-32a085900ac2',
    listing: 'E2E Gone Quay Store',
  },
  /** Owns one listing, which the delete test removes. */
  deleting: { account: owner('e2e-owner-deleting'), listing: 'E2E Short Lease Storage' },
  claim: {
    id: '5b0e7c1a-2f4d-4e8b-9a61-3c7d2e9f1a04',
    token: 'e2eclaimtoken0000000000000000001',
    name: 'E2E Unclaimed Terminal',
  },
  /** Unowned too; its link is only ever mistyped, so it stays unclaimed whatever runs first. */
  neverClaimed: { id: '9c4d2b7e-6a1f-4c3e-8d5b-2e7f1a9c0b36', name: 'E2E Quiet Siding' },
  /** Owns one active listing that the quote tests ask; its lead inbox is the leads test's. */
  leads: {
    account: owner('e2e-owner-leads'),
    id: '3e8a1f5c-7b2d-4c9e-a6f0-1d4b8c2e7a53',
    listing: 'E2E Lakeside Depot',
  },
} as const;

const LONG_AGO = new Date('2020-01-15T12:00:00Z');

function listing(name: string, overrides: Partial<NewWarehouse>): NewWarehouse {
  return {
    name,
    address: '200 Test Wharf Road',
    city: 'Fredericton',
    stateProvince: 'NB',
    country: 'Canada',
    squareFeet: 24000,
    storageType: ['Dry Storage'],
    storageTermType: 'both',
    servicesOffered: ['Storage', 'Loading Docks'],
    contactEmails: ['ops@e2e.example'],
    contactPhones: ['506-555-0100'],
    description: 'A listing the browser tests manage: dry storage with dock doors.',
    status: 'active',
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
    ...overrides,
  };
}

export async function createOwnerFixtures(db: Database) {
  const password = await testPasswordHash();
  const [statusesOwner, deletingOwner, billingOwner, leadsOwner, goneOwner] = await db
    .insert(users)
    .values(
      [
        OWNER_FIXTURES.statuses.account,
        OWNER_FIXTURES.deleting.account,
        OWNER_FIXTURES.billing.account,
        OWNER_FIXTURES.leads.account,
        OWNER_FIXTURES.gone.account,
      ].map((a) => ({
        ...a,
        password,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id });
  const f = OWNER_FIXTURES;
  const rows = [
    listing(f.statuses.active, {
      userId: statusesOwner!.id,
      images: ['/media/demo/bonded-warehouse-960.webp'],
      pendingName: f.statuses.renamedTo,
      subscriptionPlan: f.statuses.plan,
      subscriptionExpiryDate: new Date('2027-03-31T00:00:00Z'),
    }),
    listing(f.statuses.pending, { userId: statusesOwner!.id, status: 'pending', createdAt: new Date('2020-01-14') }),
    listing(f.statuses.adminPaused, {
      id: f.statuses.adminPausedId,
      userId: statusesOwner!.id,
      status: 'paused',
      pausedBy: 'admin',
      pendingStatusReason: f.statuses.adminPauseReason,
      createdAt: new Date('2020-01-13'),
    }),
    listing(f.statuses.declined, {
      id: f.statuses.declinedId,
      userId: statusesOwner!.id,
      status: 'declined',
      pendingStatusReason: f.statuses.declineReason,
      createdAt: new Date('2020-01-12'),
    }),
    listing(f.deleting.listing, { userId: deletingOwner!.id }),
    listing(f.billing.listing, { userId: billingOwner!.id }),
    listing(f.claim.name, { id: f.claim.id, claimToken: f.claim.token }),
    listing(f.neverClaimed.name, { id: f.neverClaimed.id }),
    listing(f.leads.listing, { id: f.leads.id, userId: leadsOwner!.id }),
    listing(f.gone.listing, { id: f.gone.id, userId: goneOwner!.id }),
  ];
  await db.insert(warehouses).values(await Promise.all(rows.map((row) => withDerivedFields(db, row))));
}
