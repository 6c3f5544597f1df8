/** Mean Earth radius: the one figure every distance here (JavaScript and SQL) is computed with. */
export const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Kilometres rounded to 0.1, as answers and pages give them. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

/** Great-circle distance for the browser and the build; the database computes the same in SQL. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Located = { id: string; latitude: number | null; longitude: number | null };

/** How many nearby listings a detail page shows, and how far away one may be to count as nearby. */
export const NEARBY = { limit: 4, maxKm: 250 } as const;

/** The closest other listings to `origin`, nearest first, each with its distance rounded to 0.1 km. */
export function nearestTo<T extends Located>(
  origin: Located,
  candidates: readonly T[],
  options: { limit: number; maxKm: number } = NEARBY,
) {
  if (origin.latitude === null || origin.longitude === null) return [];
  const from = { latitude: origin.latitude, longitude: origin.longitude };
  return candidates
    .filter((c) => c.id !== origin.id && c.latitude !== null && c.longitude !== null)
    .map((c) => ({ ...c, distanceKm: roundKm(haversineKm(from, { latitude: c.latitude!, longitude: c.longitude! })) }))
    .filter((c) => c.distanceKm <= options.maxKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, options.limit);
}
