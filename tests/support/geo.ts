import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema.ts';
import { EARTH_RADIUS_KM, type Coordinates } from '#src/shared/geo.ts';

/** The gazetteer centre of a place (the most populous of that name in the province). */
export async function placeCentre(db: Database, name: string, province: string): Promise<Coordinates> {
  const [row] = await db
    .select({ latitude: places.latitude, longitude: places.longitude })
    .from(places)
    .where(and(eq(places.name, name), eq(places.province, province)))
    .orderBy(desc(places.population))
    .limit(1);
  if (!row) throw new Error(`No place ${name}, ${province} in the gazetteer`);
  return row;
}

/** The point `km` kilometres due north of `from` (or south for negative km): exact on a sphere. */
export function northOf(from: Coordinates, km: number): Coordinates {
  return { latitude: from.latitude + (km / EARTH_RADIUS_KM) * (180 / Math.PI), longitude: from.longitude };
}
