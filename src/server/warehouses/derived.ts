import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places, type NewWarehouse } from '#db/schema.ts';
import { countryCode } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';

/** The folded text free-text search matches against (see the trigram index). */
export function warehouseSearchText(w: Pick<NewWarehouse, 'name' | 'city' | 'address' | 'description'>): string {
  return foldText([w.name, w.city, w.address, w.description].join(' '));
}

/** Coordinates of a city from the gazetteer: the most populous place of that name in the province. */
async function geocodeCity(
  db: Database,
  city: string,
  province: string,
  country: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const code = countryCode(country) ?? country;
  const [place] = await db
    .select({ latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(and(eq(places.nameFolded, foldText(city)), eq(places.province, province), eq(places.country, code)))
    .orderBy(desc(places.population))
    .limit(1);
  return place ?? null;
}

/**
 * Fills the columns the database derives from what an owner typed: the search text always,
 * and coordinates from the gazetteer unless they were given.
 */
export async function withDerivedFields(db: Database, w: NewWarehouse): Promise<NewWarehouse> {
  const coords =
    w.latitude != null && w.longitude != null
      ? { latitude: w.latitude, longitude: w.longitude }
      : await geocodeCity(db, w.city, w.stateProvince, w.country ?? 'Canada');
  return { ...w, ...coords, searchText: warehouseSearchText(w) };
}
