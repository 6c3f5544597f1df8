import { randomBytes } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { businessVerifications, users, warehouses, type NewWarehouse } from '#db/schema.ts';
import type { StorageType } from '#src/shared/catalog.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { foldText } from '#src/shared/text.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { withDerivedFields } from '#src/server/warehouses/derived.ts';
import { seedDemoActivity, type ActivityPeople } from './demo-activity.ts';
import { DEMO_COORDINATES } from './demo-coordinates.ts';
import { demoFacts } from './demo-facts.ts';
import { DEMO_IMAGE_NAMES, DEMO_IMAGES, demoImageUrl, type DemoImageName } from './demo-images.ts';
import { DEMO_AREA_CODES, DEMO_BUSINESS_VERIFICATIONS, DEMO_LISTINGS, type DemoListing } from './demo-files.ts';
import { DEMO_MEMBERS } from './demo-people.ts';

/**
 * Sign-in details of the demo accounts, shown in the README and used by tests; they pass every
 * password rule, so any password form accepts them. The admin's authenticator secret is published
 * too (admins must have a second factor): `npm run demo:code` prints its current code.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    username: 'demo-admin',
    email: 'admin@demo.warehousefinder.example',
    password: 'Admin@Demo2025',
    totpSecret: 'WAREHOUSEFINDERDEMOADMINSECRET23',
  },
  owner: { username: 'demo-owner', email: 'owner@demo.warehousefinder.example', password: 'Owner@Demo2025' },
} as const;

const EMAIL_PREFIXES = ['leasing', 'ops', 'info', 'sales', 'warehouse'] as const;

const slug = (name: string) => foldText(name).split(' ').slice(0, 3).join('-');

const suits = (name: DemoImageName, type: StorageType) => (DEMO_IMAGES[name] as readonly StorageType[]).includes(type);

/**
 * Pictures that suit the listing's storage types, led by one of its main type. The lead picture
 * rotates with the index so neighbouring listings of the same type do not all look alike.
 */
function pictures(listing: DemoListing, index: number): string[] {
  const [mainType, ...otherTypes] = listing.storageType;
  const main = DEMO_IMAGE_NAMES.filter((name) => mainType && suits(name, mainType));
  const start = index % Math.max(main.length, 1);
  const names = [...main.slice(start), ...main.slice(0, start)];
  for (const type of otherTypes) {
    for (const name of DEMO_IMAGE_NAMES) if (suits(name, type) && !names.includes(name)) names.push(name);
  }
  return names.slice(0, listing.images).map(demoImageUrl);
}

/** How far a demo building may stand from its city's gazetteer point (Calgary's CrossIron Mills is 20 km out). */
const MAX_KM_FROM_CITY = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function demoWarehouseRows(db: Database, ids: ActivityPeople, now: number): Promise<NewWarehouse[]> {
  const rows: NewWarehouse[] = [];
  for (const [i, listing] of DEMO_LISTINGS.entries()) {
    const place = `${listing.city}, ${listing.province}`;
    const areaCode = DEMO_AREA_CODES[place]!;
    const domain = `${slug(listing.name)}.example`;
    const status = listing.status;
    // Spread over about four months, in an order unrelated to the list so recency is not regional;
    // a listing waiting for review was submitted (and last changed) when it joined the queue.
    const waiting = listing.waitingDays;
    const updatedAt = new Date(
      waiting === undefined ? now - ((i * 53) % 2900) * HOUR - 2 * HOUR : now - waiting * DAY - (1 + (i % 5)) * HOUR,
    );
    const createdAt = waiting === undefined ? new Date(updatedAt.getTime() - (12 + (i % 40)) * DAY) : updatedAt;
    const reviewed = status !== 'pending' && listing.pausedBy !== 'owner';
    const owned = Boolean(listing.ownedByDemoOwner || listing.submittedBy);
    // Owners confirm now and then (a save, or the monthly e-mail's link), most within the last two
    // months, a few not since their last edit; an unowned listing is as fresh as an admin's last edit.
    const confirmedAt =
      owned && i % 5 !== 3
        ? new Date(Math.max(updatedAt.getTime(), now - ((i * 11) % 70) * DAY - 3 * HOUR))
        : updatedAt;
    const phone = (n: number) => `${areaCode}-555-01${String(n % 100).padStart(2, '0')}`;
    const row = await withDerivedFields(db, {
      userId: listing.ownedByDemoOwner ? ids.owner : listing.submittedBy ? ids.members[listing.submittedBy].id : null,
      name: listing.name,
      address: listing.address,
      unitNumber: listing.unitNumber ?? null,
      city: listing.city,
      stateProvince: listing.province,
      country: listing.country,
      squareFeet: listing.squareFeet,
      storageType: listing.storageType,
      storageTermType: listing.term,
      servicesOffered: listing.services,
      contactEmails:
        i % 3 === 0
          ? [`${EMAIL_PREFIXES[i % EMAIL_PREFIXES.length]}@${domain}`, `dispatch@${domain}`]
          : [`${EMAIL_PREFIXES[i % EMAIL_PREFIXES.length]}@${domain}`],
      contactPhones: i % 4 === 0 ? [phone(i), phone(i + 50)] : [phone(i)],
      websiteUrl: listing.website ? `https://www.${domain}` : null,
      description: listing.description,
      images: pictures(listing, i),
      status,
      pausedBy: listing.pausedBy ?? null,
      pendingStatusReason: listing.reason ?? null,
      showContactInfo: i % 2 === 0,
      forwardQuotesToWarehouse: i % 4 === 1 || listing.paid,
      isPaid: listing.paid,
      ...demoFacts(listing, i, now),
      paymentDate: listing.paid ? new Date(now - (20 + (i % 10)) * DAY) : null,
      subscriptionPlan: listing.paid ? 'early_partner' : null,
      subscriptionExpiryDate: listing.paid ? new Date(now + (10 + (i % 20)) * DAY) : null,
      pendingName: listing.pendingName ?? null,
      pendingNameInitiatedBy: listing.pendingName ? ids.owner : null,
      reviewedAt: reviewed ? updatedAt : null,
      reviewedBy: reviewed ? ids.admin : null,
      createdAt,
      updatedAt,
      availabilityConfirmedAt: confirmedAt,
    });
    if (row.latitude == null || row.longitude == null) {
      throw new Error(`Demo data: "${place}" is not in the gazetteer; spell it as GeoNames does.`);
    }
    const building = DEMO_COORDINATES[listing.address];
    if (!building) throw new Error(`Demo data: no coordinates for ${listing.address}, ${place}`);
    const [latitude, longitude] = building;
    // The gazetteer's point is the city's centre: a building far from it is a typing slip in the table.
    if (haversineKm({ latitude, longitude }, { latitude: row.latitude, longitude: row.longitude }) > MAX_KM_FROM_CITY) {
      throw new Error(`Demo data: ${listing.address} is more than ${MAX_KM_FROM_CITY} km from ${place}`);
    }
    // Read off a map at the street address: placed on the building, as an owner's pin is.
    rows.push({ ...row, latitude, longitude, positionSource: 'pin' });
  }
  return rows;
}

/**
 * Demo accounts, listings across Canada and the US, and a month of activity (views, clicks,
 * searches, quote requests, favorites, inquiries) so a fresh install has something to search and
 * the owner's and admin's numbers are not empty. Expects the places table to be loaded; fails if a
 * listing's city is not in it.
 */
export async function seedDemoData(db: Database): Promise<{ warehouses: number; users: number }> {
  const now = Date.now();
  // The members' accounts are there to be seen, not used: nobody knows this password.
  const [adminHash, ownerHash, memberHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
    hashPassword(randomBytes(24).toString('base64')),
  ]);
  const accounts = await db
    .insert(users)
    .values([
      {
        username: DEMO_ACCOUNTS.admin.username,
        email: DEMO_ACCOUNTS.admin.email,
        password: adminHash,
        isAdmin: true,
        totpSecret: DEMO_ACCOUNTS.admin.totpSecret,
        emailVerified: true,
        createdAt: new Date(now - 150 * DAY),
      },
      {
        username: DEMO_ACCOUNTS.owner.username,
        email: DEMO_ACCOUNTS.owner.email,
        password: ownerHash,
        emailVerified: true,
        createdAt: new Date(now - 140 * DAY),
      },
      ...DEMO_MEMBERS.map((m, i) => ({
        username: m.username,
        email: m.email,
        password: memberHash,
        emailVerified: true,
        createdAt: new Date(now - m.joinedDaysAgo * DAY - (3 + i) * HOUR),
      })),
    ])
    .returning({ id: users.id, username: users.username, createdAt: users.createdAt });
  const [admin, owner, ...members] = accounts;
  const people: ActivityPeople = {
    admin: admin!.id,
    owner: owner!.id,
    members: Object.fromEntries(
      members.map((m) => [m.username, { id: m.id, joinedAt: m.createdAt.getTime() }]),
    ) as ActivityPeople['members'],
  };

  // Before the listings: the trigger marks each listing of a verified owner as it is inserted.
  await db.insert(businessVerifications).values(
    DEMO_BUSINESS_VERIFICATIONS.map((v) => ({
      userId: v.owner === 'demo-owner' ? people.owner : people.members[v.owner].id,
      method: v.method,
      note: v.note ?? null,
      verifiedBy: people.admin,
      verifiedByName: DEMO_ACCOUNTS.admin.username,
      verifiedAt: new Date(now - v.daysAgo * DAY),
    })),
  );
  const inserted = await db
    .insert(warehouses)
    .values(await demoWarehouseRows(db, people, now))
    .returning();
  await seedDemoActivity(db, inserted, people, now);
  return { warehouses: inserted.length, users: accounts.length };
}
