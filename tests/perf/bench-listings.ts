import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '#db/client.ts';
import { places } from '#db/schema.ts';
import {
  CERTIFICATIONS,
  countryName,
  SERVICES,
  STORAGE_TERM_TYPES,
  STORAGE_TYPES,
  type CountryCode,
} from '#src/shared/catalog.ts';
import { warehouseSearchText } from '#src/server/warehouses/derived.ts';
import { createThrowawayDatabase } from '#tests/support/postgres.ts';
import { seededRandom } from '#tests/support/random.ts';

/**
 * The benchmarks' listings (`npm run bench`, `npm run bench:build`): active warehouses spread
 * over the gazetteer by population, from a fixed seed, so every run loads the same data.
 */
const BATCH = 5_000;

const DESCRIPTION_WORDS = [
  'racking',
  'frozen',
  'ambient',
  'dock doors',
  'sprinklered',
  'cross-dock',
  'pallet',
  'secure yard',
  'food grade',
  'bonded',
];

function pickSome<T>(rand: () => number, list: readonly T[], min: number, max: number): T[] {
  const n = min + Math.floor(rand() * (max - min + 1));
  const chosen = new Set<T>();
  while (chosen.size < n) chosen.add(list[Math.floor(rand() * list.length)]!);
  return [...chosen];
}

/** Inserts `count` active warehouses; the places table must be loaded. */
export async function loadBenchWarehouses(db: Database, count: number) {
  const gazetteer = await db
    .select({
      name: places.name,
      province: places.province,
      country: places.country,
      latitude: places.latitude,
      longitude: places.longitude,
      population: places.population,
    })
    .from(places);
  const cumulative: number[] = [];
  let total = 0;
  for (const p of gazetteer) cumulative.push((total += p.population));
  const rand = seededRandom(42);
  // The facts from a stream of their own, so the listings' places and types stay those of earlier runs.
  const factRand = seededRandom(43);
  const maybe = <T>(chance: number, value: () => T) => (factRand() < chance ? value() : null);
  const placeAt = (r: number) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return gazetteer[lo]!;
  };

  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      const place = placeAt(rand() * total);
      // Spread around the place's centre (up to ~15 km), as real sites sit around a city.
      const latitude = place.latitude + (rand() - 0.5) * 0.27;
      const longitude = place.longitude + ((rand() - 0.5) * 0.27) / Math.cos((place.latitude * Math.PI) / 180);
      const name = `Bench Warehouse ${i + 1} ${place.name}`;
      const address = `${100 + (i % 9000)} Industrial Road`;
      const description = `${pickSome(rand, DESCRIPTION_WORDS, 2, 4).join(', ')} warehouse near ${place.name}.`;
      rows.push({
        name,
        address,
        city: place.name,
        state_province: place.province,
        country: countryName(place.country as CountryCode),
        square_feet: 500 + Math.floor(rand() * 200_000),
        storage_type: pickSome(rand, STORAGE_TYPES, 1, 3),
        storage_term_type: STORAGE_TERM_TYPES[Math.floor(rand() * 3)],
        services_offered: pickSome(rand, SERVICES, 2, 6),
        description,
        is_paid: rand() < 0.1,
        latitude: Math.max(-90, Math.min(90, latitude)),
        longitude: Math.max(-180, Math.min(180, longitude)),
        search_text: warehouseSearchText({ name, city: place.name, address, description }),
        space_available_pallets: maybe(0.5, () => 10 * Math.floor(factRand() * 300)),
        available_from: maybe(0.3, () => `2027-0${1 + Math.floor(factRand() * 9)}-15`),
        price_per_pallet_month: maybe(0.5, () => 6 + Math.floor(factRand() * 36) / 4),
        dock_doors: maybe(0.6, () => Math.floor(factRand() * 16)),
        clear_height_ft: maybe(0.5, () => 16 + 2 * Math.floor(factRand() * 11)),
        certifications: pickSome(factRand, CERTIFICATIONS, 0, 1),
      });
    }
    await db.execute(sql`
      insert into warehouses (name, address, city, state_province, country, square_feet, storage_type, storage_term_type,
        services_offered, description, status, is_paid, latitude, longitude, search_text,
        space_available_pallets, available_from, price_per_pallet_month, dock_doors, clear_height_ft, certifications)
      select name, address, city, state_province, country, square_feet,
        array(select json_array_elements_text(storage_type)), storage_term_type,
        array(select json_array_elements_text(services_offered)), description, 'active', is_paid, latitude, longitude, search_text,
        space_available_pallets, available_from, price_per_pallet_month, dock_doors, clear_height_ft,
        array(select json_array_elements_text(certifications))
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(name text, address text, city text, state_province text,
        country text, square_feet int, storage_type json, storage_term_type text, services_offered json, description text,
        is_paid boolean, latitude double precision, longitude double precision, search_text text,
        space_available_pallets int, available_from date, price_per_pallet_month double precision, dock_doors int,
        clear_height_ft int, certifications json)`);
  }
  // VACUUM sets the visibility map (PGlite has no autovacuum), so the location index can serve index-only scans.
  await db.execute(sql`vacuum analyze`);
}

/**
 * The embedded database in a temporary folder by default; with BENCH_DATABASE_URL (a PostgreSQL
 * server URL) a throwaway database on that server instead, to compare with a real server.
 */
export async function openScratchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'warehouse-bench-'));
    const handle = await openDatabase({ pgliteDir: dir });
    return {
      name: `in ${dir} (PGlite)`,
      database: undefined,
      handle,
      drop: async () => {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const handle = await createThrowawayDatabase(serverUrl, { prefix: 'warehouse_bench' });
  return {
    name: `${handle.name} on ${new URL(serverUrl).host} (PostgreSQL)`,
    database: handle.name,
    handle,
    drop: () => handle.close(),
  };
}
