import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import {
  contactInquiries,
  events,
  favorites,
  listingDailyViews,
  places,
  quoteRequests,
  type Warehouse,
} from '#db/schema.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { searchUrl } from '#src/shared/search-url.ts';
import { foldText } from '#src/shared/text.ts';
import { statsDays } from '#src/server/listings/listing-stats.ts';
import { seededRandom } from './seeded-random.ts';
import { DEMO_INQUIRIES, DEMO_QUOTES, DEMO_SHOPPERS, type DemoMember } from './demo-people.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Random = () => number;

/** A count of independent happenings with the given mean (Knuth's method; the means here are small). */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Sunday to Saturday (getUTCDay): people look for warehouse space in working hours. */
const WEEKDAY_WEIGHT = [0.45, 1.05, 1.1, 1.05, 1, 0.85, 0.5];

/** One day of the month: when it starts, how much of it has passed (today's is partial), how busy it is. */
interface DemoDay {
  day: string;
  start: number;
  length: number;
  busy: number;
}

function monthOfDays(now: number): DemoDay[] {
  const days = statsDays(new Date(now));
  return days.map((day, i) => {
    const start = Date.parse(`${day}T00:00:00Z`);
    const length = Math.min(DAY, now - start);
    // A slow rise over the month, so the charts have a direction as real early traffic does.
    const trend = 0.85 + (0.3 * i) / (days.length - 1);
    return { day, start, length, busy: WEEKDAY_WEIGHT[new Date(start).getUTCDay()]! * trend * (length / DAY) };
  });
}

const momentIn = (random: Random, d: DemoDay) => new Date(d.start + Math.floor(random() * d.length));

type ActivityListing = Pick<
  Warehouse,
  | 'id'
  | 'name'
  | 'city'
  | 'stateProvince'
  | 'status'
  | 'userId'
  | 'isPaid'
  | 'storageType'
  | 'servicesOffered'
  | 'latitude'
  | 'longitude'
  | 'searchText'
>;

export interface ActivityPeople {
  admin: string;
  owner: string;
  members: Record<DemoMember, { id: string; joinedAt: number }>;
}

/** Places people search for most, roughly in proportion to where the listings and the demand are. */
const SEARCHED_PLACES = [
  { query: 'Toronto', name: 'Toronto', province: 'ON', weight: 14 },
  { query: 'Mississauga, ON', name: 'Mississauga', province: 'ON', weight: 11 },
  { query: 'Vancouver', name: 'Vancouver', province: 'BC', weight: 8 },
  { query: 'Reno, NV', name: 'Reno', province: 'NV', weight: 6 },
  { query: 'Chicago', name: 'Chicago', province: 'IL', weight: 6 },
  { query: 'Montréal', name: 'Montréal', province: 'QC', weight: 5 },
  { query: 'Calgary', name: 'Calgary', province: 'AB', weight: 5 },
  { query: 'Brampton', name: 'Brampton', province: 'ON', weight: 5 },
  { query: 'Dallas, TX', name: 'Dallas', province: 'TX', weight: 4 },
  { query: 'Los Angeles', name: 'Los Angeles', province: 'CA', weight: 3 },
  { query: 'Edmonton', name: 'Edmonton', province: 'AB', weight: 3 },
  { query: 'Hamilton, ON', name: 'Hamilton', province: 'ON', weight: 2 },
  { query: 'Ottawa', name: 'Ottawa', province: 'ON', weight: 2 },
  { query: 'Halifax', name: 'Halifax', province: 'NS', weight: 2 },
  { query: 'Winnipeg', name: 'Winnipeg', province: 'MB', weight: 2 },
  { query: 'Seattle, WA', name: 'Seattle', province: 'WA', weight: 2 },
  { query: 'Newark, NJ', name: 'Newark', province: 'NJ', weight: 1 },
  { query: 'Atlanta', name: 'Atlanta', province: 'GA', weight: 1 },
] as const;

/** Typed words that name no place: the search matches them against the listings' text. */
const TEXT_QUERIES = ['cold storage', 'bonded warehouse', 'fulfillment', 'pallet racking', 'hazmat'];

/** Filters as visitors set them: most leave them alone. */
const TYPE_FILTERS = [
  [],
  [],
  [],
  [],
  ['Cold Storage'],
  ['E-commerce / Fulfillment Storage'],
  ['Dry Storage'],
  ['Bonded Storage'],
];
const SERVICE_FILTERS = [
  [],
  [],
  [],
  [],
  [],
  ['Pick and Pack Services'],
  ['Loading Docks'],
  ['Cross-Docking / Transloading'],
];
const DISTANCES = [10, 20, 30, 30, 30, 50];

interface SearchedPlace {
  query: string;
  name: string;
  province: string;
  country: string;
  latitude: number;
  longitude: number;
  weight: number;
}

/** Where each searched place is, from the gazetteer (the most populous of its name, as the search picks). */
async function locateSearchedPlaces(db: Database): Promise<SearchedPlace[]> {
  const located: SearchedPlace[] = [];
  for (const place of SEARCHED_PLACES) {
    const [row] = await db
      .select({ name: places.name, country: places.country, latitude: places.latitude, longitude: places.longitude })
      .from(places)
      .where(and(eq(places.nameFolded, foldText(place.name)), eq(places.province, place.province)))
      .orderBy(desc(places.population))
      .limit(1);
    if (!row) throw new Error(`Demo data: "${place.name}, ${place.province}" is not in the gazetteer.`);
    located.push({ ...place, ...row });
  }
  return located;
}

/** Search events as the search writes them (search-warehouses.ts, recordSearch), with honest result counts. */
function demoSearches(
  random: Random,
  month: DemoDay[],
  located: SearchedPlace[],
  active: ActivityListing[],
  searchers: { id: string; joinedAt: number }[],
): (typeof events.$inferInsert)[] {
  const totalWeight = located.reduce((sum, p) => sum + p.weight, 0);
  const weightedPlace = () => {
    let r = random() * totalWeight;
    return located.find((p) => (r -= p.weight) < 0) ?? located[0]!;
  };
  const rows: (typeof events.$inferInsert)[] = [];
  for (const d of month) {
    for (let n = poisson(random, 70 * d.busy); n > 0; n--) {
      const occurredAt = momentIn(random, d);
      const types: string[] = pick(random, TYPE_FILTERS);
      const services: string[] = pick(random, SERVICE_FILTERS);
      const distance = pick(random, DISTANCES);
      const offers = (w: ActivityListing) =>
        (types.length === 0 || types.some((t) => w.storageType.includes(t))) &&
        services.every((s) => w.servicesOffered.includes(s));
      const kind = random();
      let query: string;
      let matches: ActivityListing[];
      let place: SearchedPlace | null = null;
      if (kind < 0.08) {
        query = pick(random, TEXT_QUERIES);
        const words = foldText(query).split(' ');
        matches = active.filter((w) => offers(w) && words.every((word) => w.searchText.includes(word)));
      } else if (kind < 0.12) {
        query = '';
        matches = active.filter(offers);
      } else {
        place = weightedPlace();
        query = place.query;
        const centre = place;
        matches = active.filter(
          (w) => offers(w) && haversineKm(centre, { latitude: w.latitude!, longitude: w.longitude! }) <= distance,
        );
      }
      const searcher = random() < 0.15 ? pick(random, searchers) : null;
      rows.push({
        type: 'search',
        userId: searcher && searcher.joinedAt <= occurredAt.getTime() ? searcher.id : null,
        payload: JSON.stringify({
          query,
          filters: {
            storageTypesOffered: types,
            servicesOffered: services,
            distance,
            storageTermType: 'all',
            sort: random() < 0.85 ? 'relevance' : 'distance',
          },
          resultCount: matches.length,
          interpretedAs: place ? 'place' : query ? 'text' : 'everywhere',
          place: place && { name: place.name, province: place.province, country: place.country },
          region: null,
        }),
        occurredAt,
      });
    }
  }
  return rows;
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
 * The quote requests, each sent to the listing that offers most of what it asks for (a listing
 * that already got one counts for less, so they spread out): the first six to the demo owner's.
 */
function demoQuotes(random: Random, now: number, active: ActivityListing[], people: ActivityPeople) {
  const received = new Map<string, number>();
  const quotes: (typeof quoteRequests.$inferInsert)[] = [];
  const quoteEvents: (typeof events.$inferInsert)[] = [];
  DEMO_QUOTES.forEach((q, i) => {
    const pool = active.filter((w) => i < 6 === (w.userId === people.owner));
    const score = (w: ActivityListing) =>
      q.services.filter((s) => w.servicesOffered.includes(s)).length - 2 * (received.get(w.id) ?? 0) + random();
    const target = pool.reduce((best, w) => (score(w) > score(best) ? w : best));
    received.set(target.id, (received.get(target.id) ?? 0) + 1);
    const daysAgo = 1 + ((i * 7 + Math.floor(random() * 3)) % 28);
    const createdAt = new Date(now - daysAgo * DAY - Math.floor(random() * 8 * HOUR));
    const userId = q.member ? people.members[q.member].id : null;
    const id = randomUUID();
    quotes.push({
      id,
      warehouseId: target.id,
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
