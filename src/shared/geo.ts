/** Mean Earth radius: the one figure every distance here (JavaScript and SQL) is computed with. */
export const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (deg: number) => (deg * Math.PI) / 180;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Kilometres rounded to 0.1, as answers and pages give them. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

const HALF_RADIAN = Math.PI / 360;
const RADIAN = Math.PI / 180;

/** cos(latitude) as the database's distance computes it per row: the search index keeps it per listing. */
export const cosOfLatitude = (latitude: number) => Math.cos(latitude * RADIAN);

/**
 * Great-circle (haversine) distance from `point`, term for term as the database computes it
 * (`distanceFrom`, src/server/search/geo.ts), so the search index, the place pages and SQL agree
 * on which listings fall inside a radius and which is nearer.
 */
export function distanceInMemoryFrom(
  point: Coordinates,
): (latitude: number, longitude: number, cosLatitude: number) => number {
  const cosLat = cosOfLatitude(point.latitude);
  return (latitude, longitude, cosLatitude) =>
    2 *
    EARTH_RADIUS_KM *
    Math.asin(
      Math.min(
        1,
        Math.sqrt(
          Math.sin((latitude - point.latitude) * HALF_RADIAN) ** 2 +
            cosLat * cosLatitude * Math.sin((longitude - point.longitude) * HALF_RADIAN) ** 2,
        ),
      ),
    );
}

/** Great-circle distance for the browser and the build: the same computation as the search's. */
export const haversineKm = (a: Coordinates, b: Coordinates): number =>
  distanceInMemoryFrom(a)(b.latitude, b.longitude, cosOfLatitude(b.latitude));

type Located = { id: string; latitude: number | null; longitude: number | null };

/** How many nearby listings a detail page shows, and how far away one may be to count as nearby. */
export const NEARBY = { limit: 4, maxKm: 250 } as const;

/** Cells of the nearby index, in degrees: a few kilometres wide, so a dense city spans several. */
const CELL_DEG = 0.25;
const LON_CELLS = 360 / CELL_DEG;
/** The first radius tried; it doubles until enough listings are found or it reaches the limit. */
const FIRST_RADIUS_KM = 10;
/**
 * Distances are compared after rounding to 0.1 km, so a listing up to 0.05 km beyond a radius
 * still counts as within it; the cells searched reach this much further to include it.
 */
const ROUNDING_SLACK_KM = 0.1;

const lonCell = (longitude: number) => ((Math.floor((longitude + 180) / CELL_DEG) % LON_CELLS) + LON_CELLS) % LON_CELLS;
const latCell = (latitude: number) => Math.floor((latitude + 90) / CELL_DEG);
const cellKey = (lat: number, lon: number) => lat * LON_CELLS + lon;

/** The key of the grid cell holding a point (the nearby index's and the search index's grid). */
export const gridCellOf = (point: Coordinates) => cellKey(latCell(point.latitude), lonCell(point.longitude));

/**
 * How far in degrees a point within `km` of `from` can be north or south, and east or west:
 * a great circle is never shorter than its north-south part, and the widest longitude a cap
 * reaches is asin(sin(r/R) / cos(latitude)). With a pole inside the circle every longitude is in
 * reach (Infinity).
 */
export function reachDegrees(from: Coordinates, km: number): { latitude: number; longitude: number } {
  const latitude = ((km / EARTH_RADIUS_KM) * 180) / Math.PI;
  if (from.latitude + latitude >= 90 || from.latitude - latitude <= -90) return { latitude, longitude: Infinity };
  const longitude =
    (Math.asin(Math.min(1, Math.sin(km / EARTH_RADIUS_KM) / Math.cos(toRadians(from.latitude)))) * 180) / Math.PI;
  return { latitude, longitude };
}

/** Keys of every cell that may hold a point within `km` of `from` (the bounding box on the sphere). */
export function cellsAround(from: Coordinates, km: number): number[] {
  const reach = reachDegrees(from, km);
  const south = from.latitude - reach.latitude;
  const north = from.latitude + reach.latitude;
  let west = 0;
  let east = LON_CELLS - 1;
  if (2 * reach.longitude + CELL_DEG < 360) {
    west = Math.floor((from.longitude - reach.longitude + 180) / CELL_DEG);
    east = Math.floor((from.longitude + reach.longitude + 180) / CELL_DEG);
  }
  const keys: number[] = [];
  for (let lat = latCell(Math.max(-90, south)); lat <= latCell(Math.min(90, north)); lat++) {
    // Cells past ±180° wrap around, so a circle across the antimeridian finds both sides.
    for (let lon = west; lon <= east; lon++) keys.push(cellKey(lat, ((lon % LON_CELLS) + LON_CELLS) % LON_CELLS));
  }
  return keys;
}

/**
 * The listings in a grid of latitude/longitude cells, so the nearest few to each of N listings
 * are found from the cells around it rather than by measuring to all N (the build would be
 * quadratic). `nearestTo` gives exactly what measuring to every candidate would: the closest
 * others within `maxKm`, nearest first by distance rounded to 0.1 km, ties in candidate order.
 */
export function createNearbyIndex<T extends Located>(candidates: readonly T[]) {
  const cells = new Map<number, number[]>();
  candidates.forEach((c, i) => {
    if (c.latitude === null || c.longitude === null) return;
    const key = cellKey(latCell(c.latitude), lonCell(c.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });

  return {
    nearestTo(origin: Located, options: { limit: number; maxKm: number } = NEARBY): (T & { distanceKm: number })[] {
      if (origin.latitude === null || origin.longitude === null) return [];
      const from = { latitude: origin.latitude, longitude: origin.longitude };
      for (let radius = Math.min(FIRST_RADIUS_KM, options.maxKm); ; radius = Math.min(radius * 2, options.maxKm)) {
        const found: { index: number; distanceKm: number }[] = [];
        for (const key of cellsAround(from, radius + ROUNDING_SLACK_KM)) {
          for (const index of cells.get(key) ?? []) {
            const c = candidates[index]!;
            if (c.id === origin.id) continue;
            const distanceKm = roundKm(haversineKm(from, { latitude: c.latitude!, longitude: c.longitude! }));
            if (distanceKm <= radius) found.push({ index, distanceKm });
          }
        }
        // Anything outside this radius is farther than all found, so enough found here are the nearest.
        if (found.length >= options.limit || radius >= options.maxKm) {
          return found
            .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
            .slice(0, options.limit)
            .map(({ index, distanceKm }) => ({ ...candidates[index]!, distanceKm }));
        }
      }
    },
  };
}

/**
 * A latitude/longitude box, as `GET /api/search?bbox=west,south,east,north` takes it ("Search
 * this area" sends the map's visible box). West greater than east is a box across the antimeridian.
 */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** `west,south,east,north` in degrees, or null for anything that is not a box on the globe. */
export function parseBox(text: unknown): Box | null {
  if (typeof text !== 'string') return null;
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const longitude = (v: number) => Number.isFinite(v) && v >= -180 && v <= 180;
  const latitude = (v: number) => Number.isFinite(v) && v >= -90 && v <= 90;
  if (!longitude(west) || !longitude(east) || !latitude(south) || !latitude(north) || south > north) return null;
  return { west, south, east, north };
}

/** The box as the `bbox` parameter writes it, to six decimals (about 10 cm). */
export const formatBox = (box: Box) =>
  [box.west, box.south, box.east, box.north].map((v) => Number(v.toFixed(6))).join(',');

/** Whether a point lies in the box, edges included: the SQL side (search/geo.ts, `inBox`) tests the same. */
export function boxContains(box: Box, point: Coordinates): boolean {
  if (point.latitude < box.south || point.latitude > box.north) return false;
  return box.west <= box.east
    ? point.longitude >= box.west && point.longitude <= box.east
    : point.longitude >= box.west || point.longitude <= box.east;
}

/** Keys of every grid cell the box touches, or null when they outnumber `atMost` (reading every listing is then cheaper). */
export function cellsInBox(box: Box, atMost: number): number[] | null {
  const west = lonCell(box.west);
  const east = lonCell(box.east);
  const columns = (east >= west ? east - west : east + LON_CELLS - west) + 1;
  const rows = latCell(box.north) - latCell(box.south) + 1;
  if (columns * rows > atMost) return null;
  const keys: number[] = [];
  for (let lat = latCell(box.south); lat <= latCell(box.north); lat++) {
    for (let i = 0; i < columns; i++) keys.push(cellKey(lat, (west + i) % LON_CELLS));
  }
  return keys;
}
