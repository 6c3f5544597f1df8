import { sql, type SQL } from 'drizzle-orm';
import { warehouses } from '#db/schema.ts';
import { cosOfLatitude, EARTH_RADIUS_KM, reachDegrees, type Box, type Coordinates } from '#src/shared/geo.ts';

const HALF_RADIAN = Math.PI / 360;
const RADIAN = Math.PI / 180;

/**
 * How far the public position (`public_latitude`/`public_longitude`, db/schema/listings.ts) may be
 * from the stored one, in degrees: half of the last of two decimals, and a hair for the
 * arithmetic. The indexed box on the stored position, widened by it, holds every listing whose
 * public position is inside the box it widens.
 */
const PUBLIC_POSITION_SLACK = 0.005 + 1e-9;

/**
 * Great-circle (haversine) distance in km from a point to each warehouse's public position,
 * computed in SQL: a listing whose address is hidden, or whose pin was never placed, is as far as
 * its page says, never as far as its building (docs/decisions/maps.md). The point's own terms are
 * worked out here, so the database does fewer operations per row. The search index and the place
 * pages compute it in JavaScript term for term (`distanceInMemoryFrom`, src/shared/geo.ts): both
 * sides must agree on which listings fall inside a radius.
 */
function distanceFrom(point: Coordinates): SQL<number> {
  const cosLat = cosOfLatitude(point.latitude);
  return sql<number>`(${2 * EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin((${warehouses.publicLatitude} - ${point.latitude}::double precision) * ${HALF_RADIAN}::double precision), 2)
    + ${cosLat}::double precision * cos(${warehouses.publicLatitude} * ${RADIAN}::double precision)
      * power(sin((${warehouses.publicLongitude} - ${point.longitude}::double precision) * ${HALF_RADIAN}::double precision), 2)
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
 * A latitude/longitude box that holds every public position within `radiusKm`, as wide as the
 * search index reaches (reachInDegrees), on the stored position widened by PUBLIC_POSITION_SLACK:
 * it lets the database use the (latitude, longitude) index before the distance is computed on
 * what is left. With a pole in reach or across the antimeridian, every longitude may be within
 * reach, and the box has no longitude bound.
 */
export function boundingBox(point: Coordinates, radiusKm: number): SQL {
  const reach = reachInDegrees(point, radiusKm);
  const latitude = reach.latitude + PUBLIC_POSITION_SLACK;
  const longitude = reach.longitude + PUBLIC_POSITION_SLACK;
  const conditions = [
    sql`${warehouses.latitude} between ${point.latitude - latitude} and ${point.latitude + latitude}`,
  ];
  if (Number.isFinite(longitude))
    conditions.push(
      sql`${warehouses.longitude} between ${point.longitude - longitude} and ${point.longitude + longitude}`,
    );
  return sql.join(conditions, sql` and `);
}

/** The radius filter: the indexed box first, then the exact distance. */
export function withinRadius(point: Coordinates, radiusKm: number): SQL {
  return sql`(${boundingBox(point, radiusKm)} and ${distanceFrom(point)} <= ${radiusKm})`;
}

/** A box's test on a pair of columns, edges included, as `boxContains` tests it. */
function boxOn(box: Box, latitude: SQL | typeof warehouses.latitude, longitude: SQL | typeof warehouses.longitude) {
  const withinLongitude =
    box.west <= box.east
      ? sql`${longitude} between ${box.west} and ${box.east}`
      : sql`(${longitude} >= ${box.west} or ${longitude} <= ${box.east})`;
  return sql`(${latitude} between ${box.south} and ${box.north} and ${withinLongitude})`;
}

/**
 * The listings whose public position is inside a box: a range on the (latitude, longitude) index,
 * widened by PUBLIC_POSITION_SLACK, then the public position itself (a box drawn on the map is
 * no finer a probe of a hidden building than a distance).
 */
export function inBox(box: Box): SQL {
  const wide: Box = {
    south: box.south - PUBLIC_POSITION_SLACK,
    north: box.north + PUBLIC_POSITION_SLACK,
    west: box.west - PUBLIC_POSITION_SLACK,
    east: box.east + PUBLIC_POSITION_SLACK,
  };
  return sql`(${boxOn(wide, warehouses.latitude, warehouses.longitude)} and ${boxOn(box, sql`${warehouses.publicLatitude}`, sql`${warehouses.publicLongitude}`)})`;
}
