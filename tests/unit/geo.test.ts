import { describe, expect, it } from 'vitest';
import { createNearbyIndex, EARTH_RADIUS_KM, haversineKm, NEARBY, roundKm } from '#src/shared/geo.ts';
import { seededRandom } from '#tests/support/random.ts';

type Located = { id: string; latitude: number | null; longitude: number | null };
const place = (id: string, latitude: number | null, longitude: number | null): Located => ({ id, latitude, longitude });

describe('haversineKm', () => {
  it.each([
    [
      'Toronto to Montreal',
      { latitude: 43.6532, longitude: -79.3832 },
      { latitude: 45.5019, longitude: -73.5674 },
      504,
    ],
    [
      'Vancouver to Seattle',
      { latitude: 49.2827, longitude: -123.1207 },
      { latitude: 47.6062, longitude: -122.3321 },
      195,
    ],
    ['the same point', { latitude: 43, longitude: -79 }, { latitude: 43, longitude: -79 }, 0],
  ])('%s is about %i km', (_, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, -1);
  });
});

/** The reference: measure to every candidate, keep those within the radius, nearest first, ties in order. */
function bruteForceNearest<T extends Located>(
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

describe('createNearbyIndex', () => {
  const toronto = place('toronto', 43.6532, -79.3832);
  const candidates = [
    place('montreal', 45.5019, -73.5674),
    place('mississauga', 43.589, -79.6441),
    toronto,
    place('hamilton', 43.2557, -79.8711),
    place('unlocated', null, null),
    place('vancouver', 49.2827, -123.1207),
  ];
  const index = createNearbyIndex(candidates);

  it('lists the others nearest first, within the radius, with rounded distances', () => {
    const nearby = index.nearestTo(toronto, { limit: 4, maxKm: 250 });
    expect(nearby.map((n) => n.id)).toEqual(['mississauga', 'hamilton']);
    expect(nearby[0]!.distanceKm).toBe(Math.round(nearby[0]!.distanceKm * 10) / 10);
  });

  it.each([
    [{ limit: 1, maxKm: 1000 }, ['mississauga']],
    [{ limit: 10, maxKm: 1000 }, ['mississauga', 'hamilton', 'montreal']],
    [{ limit: 10, maxKm: 5 }, []],
  ])('respects %j', (options, ids) => {
    expect(index.nearestTo(toronto, options).map((n) => n.id)).toEqual(ids);
  });

  it('finds nothing for a warehouse without coordinates', () => {
    expect(index.nearestTo(place('x', null, null))).toEqual([]);
  });

  it.each([
    ['spread over Canada and the US', 1, 1_000, 24, 72, -168, -52],
    ['crowded into clusters of shared city coordinates', 2, 1_500, 40, 46, -82, -70],
    ['sparse, so many searches reach the full radius', 3, 300, 25, 70, -165, -55],
  ])('equals measuring to every candidate: %s', (_, seed, n, south, north, west, east) => {
    const rand = seededRandom(seed);
    const cities = Array.from({ length: 40 }, () => [south + rand() * (north - south), west + rand() * (east - west)]);
    const points = Array.from({ length: n }, (_, i) => {
      if (i % 50 === 0) return place(`p${i}`, null, null);
      // Half share a city's exact coordinates (ties in distance), half are anywhere in the range.
      const [lat, lon] =
        i % 2 === 0
          ? cities[Math.floor(rand() * cities.length)]!
          : [south + rand() * (north - south), west + rand() * (east - west)];
      return place(`p${i}`, lat!, lon!);
    });
    const grid = createNearbyIndex(points);
    for (const options of [NEARBY, { limit: 10, maxKm: 40 }, { limit: 1, maxKm: 600 }]) {
      for (const origin of points)
        expect(grid.nearestTo(origin, options)).toEqual(bruteForceNearest(origin, points, options));
    }
  });

  it('keeps a listing exactly at the radius and drops one just past it (after rounding to 0.1 km)', () => {
    const origin = place('origin', 49, -100);
    // Due north, distance grows with latitude alone: place points at 249.9-250.2 km.
    const at = (km: number) => place(`${km}`, 49 + (km / EARTH_RADIUS_KM) * (180 / Math.PI), -100);
    const points = [origin, at(250.2), at(250.06), at(250.04), at(250), at(249.9)];
    const expected = bruteForceNearest(origin, points);
    // 250.04 and 250 both round to 250.0, so they keep the candidates' order.
    expect(expected.map((p) => p.id)).toEqual(['249.9', '250.04', '250']);
    expect(createNearbyIndex(points).nearestTo(origin)).toEqual(expected);
  });

  it('finds neighbours across the antimeridian and near the pole', () => {
    const points = [
      place('east', 52, 179.9),
      place('west', 52, -179.9),
      place('north-a', 89.5, 0),
      place('north-b', 89.5, 180),
    ];
    const grid = createNearbyIndex(points);
    for (const origin of points) expect(grid.nearestTo(origin)).toEqual(bruteForceNearest(origin, points));
    expect(grid.nearestTo(points[0]!).map((p) => p.id)).toEqual(['west']);
    expect(grid.nearestTo(points[2]!).map((p) => p.id)).toEqual(['north-b']);
  });
});
