import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { type events, places } from '#db/schema.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { foldText } from '#src/shared/text.ts';
import { momentIn, pick, poisson, type ActivityListing, type DemoDay, type Random } from './demo-month.ts';

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
export const DISTANCES = [10, 20, 30, 30, 30, 50];

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
export async function locateSearchedPlaces(db: Database): Promise<SearchedPlace[]> {
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

/** Search events as the results page sends them (searchEventPayload), with honest result counts. */
export function demoSearches(
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
