import { sql, type SQL } from 'drizzle-orm';
import { warehouses } from '#db/schema.ts';
import { cosOfLatitude, EARTH_RADIUS_KM, reachDegrees, type Box, type Coordinates } from '#src/shared/geo.ts';

const HALF_RADIAN = Math.PI / 360;
const RADIAN = Math.PI / 180;

/**
 * Great-circle (haversine) distance in km from a point to each warehouse, computed in SQL. The
 * point's own terms are worked out here, so the database does fewer operations per row. The
 * search index and the place pages compute it in JavaScript term for term
 * (`distanceInMemoryFrom`, src/shared/geo.ts): both sides must agree on which listings fall
 * inside a radius.
 */
function distanceFrom(point: Coordinates): SQL<number> {
  const cosLat = cosOfLatitude(point.latitude);
  return sql<number>`(${2 * EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin((${warehouses.latitude} - ${point.latitude}::double precision) * ${HALF_RADIAN}::double precision), 2)
    + ${cosLat}::double precision * cos(${warehouses.latitude} * ${RADIAN}::double precision)
      * power(sin((${warehouses.longitude} - ${point.longitude}::double precision) * ${HALF_RADIAN}::double precision), 2)
  ))))`;
}

/**
 * `reachDegrees` a hair wider than exact, so rounding never drops a point the full distance
 * would keep: the search index measures only candidates inside both bounds. A cap across the
 * antimeridian gets no longitude bound.
 */
export function reachInDegrees(point: Coordinates, radiusKm: number): { latitude: number; longitude: number } {
  const reach = reachDegrees(point, radiusKm);
  const latitude = reach.latitude + 1e-6;
  const longitude = reach.longitude + 1e-6;
  return { latitude, longitude: Math.abs(point.longitude) + longitude >= 180 ? Infinity : longitude };
}

/** The distance in km from each warehouse to the nearest of several points. */
export function distanceFromNearest(points: Coordinates[]): SQL<number> {
  if (points.length === 1) return distanceFrom(points[0]!);
  return sql<number>`least(${sql.join(points.map(distanceFrom), sql`, `)})`;
}

/**
 * A latitude/longitude box that holds every point within `radiusKm`, as wide as the search index
 * reaches (reachInDegrees): it lets the database use the (latitude, longitude) index before the
 * exact distance is computed on what is left. With a pole in reach or across the antimeridian,
 * every longitude may be within reach, and the box has no longitude bound.
 */
export function boundingBox(point: Coordinates, radiusKm: number): SQL {
  const reach = reachInDegrees(point, radiusKm);
  const conditions = [
    sql`${warehouses.latitude} between ${point.latitude - reach.latitude} and ${point.latitude + reach.latitude}`,
  ];
  if (Number.isFinite(reach.longitude))
    conditions.push(
      sql`${warehouses.longitude} between ${point.longitude - reach.longitude} and ${point.longitude + reach.longitude}`,
    );
  return sql.join(conditions, sql` and `);
}

/** The radius filter: the indexed box first, then the exact distance. */
export function withinRadius(point: Coordinates, radiusKm: number): SQL {
  return sql`(${boundingBox(point, radiusKm)} and ${distanceFrom(point)} <= ${radiusKm})`;
}

/** The listings inside a box, edges included, as `boxContains` tests it: a range on the (latitude, longitude) index. */
export function inBox(box: Box): SQL {
  const longitude =
    box.west <= box.east
      ? sql`${warehouses.longitude} between ${box.west} and ${box.east}`
      : sql`(${warehouses.longitude} >= ${box.west} or ${warehouses.longitude} <= ${box.east})`;
  return sql`(${warehouses.latitude} between ${box.south} and ${box.north} and ${longitude})`;
}
