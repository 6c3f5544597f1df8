import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { contactInquiries, events, favorites, listingDailyViews, quoteRequests } from '#db/schema.ts';
import { searchUrl } from '#src/shared/search-url.ts';
import { seededRandom } from './seeded-random.ts';
import { DEMO_QUOTES } from './demo-files.ts';
import { DEMO_INQUIRIES, DEMO_SHOPPERS, type DemoMember } from './demo-people.ts';
import {
  DAY,
  HOUR,
  momentIn,
  monthOfDays,
  pick,
  poisson,
  type ActivityListing,
  type DemoDay,
  type Random,
} from './demo-month.ts';
import { demoSearches, DISTANCES, locateSearchedPlaces } from './demo-searches.ts';

export interface ActivityPeople {
  admin: string;
  owner: string;
  members: Record<DemoMember, { id: string; joinedAt: number }>;
}

/** Where a card was clicked, as the card reports it: mostly a search around the listing's city. */
function clickContext(random: Random, w: ActivityListing): string {
  const where = random();
  if (where < 0.08) return 'home_featured';
  if (where < 0.12) return 'favorites';
  const query = `${w.city}, ${w.stateProvince}`;
  return searchUrl({
    query,
    storageTypesOffered: [],
    servicesOffered: [],
    distance: pick(random, DISTANCES),
    storageTermType: 'all',
  });
}

/**
 * Detail views per day (the counter the page's beacon fills) and card clicks, busier on
 * weekdays and for paid and demo-owner listings, so the owner's charts have a shape.
 */
function demoViewsAndClicks(random: Random, month: DemoDay[], active: ActivityListing[], people: ActivityPeople) {
  const views: (typeof listingDailyViews.$inferInsert)[] = [];
  const clicks: (typeof events.$inferInsert)[] = [];
  const shoppers = DEMO_SHOPPERS.map((m) => people.members[m]);
  for (const w of active) {
    const popularity = (w.userId === people.owner ? 14 + random() * 20 : 2 + random() * 5) * (w.isPaid ? 1.5 : 1);
    // Most views come from search cards; the rest from links, bookmarks and search engines.
    const clickShare = 0.15 + random() * 0.1;
    for (const d of month) {
      const viewed = poisson(random, popularity * d.busy);
      if (viewed > 0) views.push({ warehouseId: w.id, day: d.day, views: viewed });
      for (let n = poisson(random, popularity * clickShare * d.busy); n > 0; n--) {
        const occurredAt = momentIn(random, d);
        const shopper = random() < 0.1 ? pick(random, shoppers) : null;
        clicks.push({
          type: 'warehouse_click',
          userId: shopper && shopper.joinedAt <= occurredAt.getTime() ? shopper.id : null,
          warehouseId: w.id,
          payload: JSON.stringify({
            warehouseId: w.id,
            warehouseName: w.name,
            warehouseLocation: `${w.city}, ${w.stateProvince}`,
            searchContext: clickContext(random, w),
            timestamp: occurredAt.toISOString(),
          }),
          occurredAt,
        });
      }
    }
  }
  return { views, clicks };
}

/**
 * The quote requests, each sent to the listing its data names (the one its message describes:
 * docs/decisions/demo-data.md), over the month.
 */
function demoQuotes(random: Random, now: number, active: ActivityListing[], people: ActivityPeople) {
  const quotes: (typeof quoteRequests.$inferInsert)[] = [];
  const quoteEvents: (typeof events.$inferInsert)[] = [];
  DEMO_QUOTES.forEach((q, i) => {
    const target = active.find((w) => w.name === q.warehouse);
    if (!target) throw new Error(`Demo data: "${q.warehouse}" (${q.name}'s quote request) is not an active listing`);
    const daysAgo = 1 + ((i * 7 + Math.floor(random() * 3)) % 28);
    const createdAt = new Date(now - daysAgo * DAY - Math.floor(random() * 8 * HOUR));
    const userId = q.member ? people.members[q.member].id : null;
    const id = randomUUID();
    quotes.push({
      id,
      warehouseId: target.id,
      // As a real request keeps them (quote-requests.ts): the owner's leads and the admin's inbox name the listing from these.
      listingName: target.name,
      listingCity: target.city,
      userId,
      name: q.name,
      email: q.email,
      phone: q.phone,
      company: q.company,
      spaceNeeded: q.spaceNeeded,
      spaceUnit: q.spaceUnit,
      startDate: new Date(createdAt.getTime() + q.startInWeeks * 7 * DAY).toISOString().slice(0, 10),
      storageTerm: q.storageTerm,
      servicesNeeded: q.services,
      message: q.message,
      deliveryStatus: 'sent',
      deliveredAt: new Date(createdAt.getTime() + 40_000),
      // Operations has dealt with the older ones.
      handledAt: daysAgo > 7 ? new Date(createdAt.getTime() + 5 * HOUR) : null,
      handledBy: daysAgo > 7 ? people.admin : null,
      createdAt,
    });
    quoteEvents.push({
      type: 'quote_request',
      userId,
      warehouseId: target.id,
      payload: JSON.stringify({
        quoteRequestId: id,
        warehouseId: target.id,
        warehouseName: target.name,
        spaceNeeded: q.spaceNeeded,
        spaceUnit: q.spaceUnit,
        storageTerm: q.storageTerm,
        servicesNeeded: q.services,
      }),
      occurredAt: createdAt,
    });
  });
  return { quotes, quoteEvents };
}

/** Shoppers save a few listings each, the demo owner's among them; the owner and the admin save some others'. */
function demoFavorites(random: Random, now: number, active: ActivityListing[], people: ActivityPeople) {
  const rows: (typeof favorites.$inferInsert)[] = [];
  const seen = new Set<string>();
  const save = (userId: string, w: ActivityListing, createdAt: Date) => {
    if (seen.has(`${userId}:${w.id}`)) return;
    seen.add(`${userId}:${w.id}`);
    rows.push({ userId, warehouseId: w.id, createdAt });
  };
  const owners = active.filter((w) => w.userId === people.owner);
  for (const member of DEMO_SHOPPERS) {
    const { id, joinedAt } = people.members[member];
    const since = Math.max(joinedAt, now - 29 * DAY);
    for (let n = 2 + Math.floor(random() * 4); n > 0; n--) {
      const w = random() < 0.6 ? pick(random, owners) : pick(random, active);
      save(id, w, new Date(since + Math.floor(random() * (now - since))));
    }
  }
  active.forEach((w, i) => {
    if (i % 7 === 0 && w.userId !== people.owner) save(people.owner, w, new Date(now - ((i * 3) % 40) * DAY - HOUR));
    if (i % 9 === 4) save(people.admin, w, new Date(now - ((i * 5) % 40) * DAY - 2 * HOUR));
  });
  const favoriteEvents: (typeof events.$inferInsert)[] = rows.map((f) => {
    const w = active.find((a) => a.id === f.warehouseId)!;
    return {
      type: 'favorite_add',
      userId: f.userId,
      warehouseId: w.id,
      payload: JSON.stringify({ warehouseId: w.id, warehouseName: w.name }),
      occurredAt: f.createdAt,
    };
  });
  return { favorites: rows, favoriteEvents };
}

function demoInquiries(now: number, adminId: string): (typeof contactInquiries.$inferInsert)[] {
  return DEMO_INQUIRIES.map(({ daysAgo, handled, ...inquiry }, i) => {
    const createdAt = new Date(now - daysAgo * DAY - (1 + i) * HOUR);
    return {
      ...inquiry,
      createdAt,
      handledAt: handled ? new Date(createdAt.getTime() + 20 * HOUR) : null,
      handledBy: handled ? adminId : null,
    };
  });
}

/** Many rows in a few statements: one insert per `size` rows keeps each under the driver's parameter limit. */
async function insertAll<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][], size = 500) {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}

/**
 * A month of what visitors did, ending now: detail views, card clicks, searches, quote requests,
 * favorites and contact inquiries, for the owner's numbers and the admin's overview.
 */
export async function seedDemoActivity(
  db: Database,
  listings: ActivityListing[],
  people: ActivityPeople,
  now: number,
): Promise<void> {
  const random = seededRandom(20_251_123);
  const month = monthOfDays(now);
  const active = listings.filter((w) => w.status === 'active');
  const searchers = [people.owner, people.admin].map((id) => ({ id, joinedAt: 0 }));
  searchers.push(...DEMO_SHOPPERS.map((m) => people.members[m]));

  const { views, clicks } = demoViewsAndClicks(random, month, active, people);
  const searches = demoSearches(random, month, await locateSearchedPlaces(db), active, searchers);
  const { quotes, quoteEvents } = demoQuotes(random, now, active, people);
  const saved = demoFavorites(random, now, active, people);

  await insertAll(db, listingDailyViews, views);
  await insertAll(db, favorites, saved.favorites);
  await insertAll(db, quoteRequests, quotes);
  await insertAll(db, contactInquiries, demoInquiries(now, people.admin));
  await insertAll(db, events, [...clicks, ...searches, ...quoteEvents, ...saved.favoriteEvents]);
}
