import { describe, expect, it } from 'vitest';
import { haversineKm, nearestTo } from '#src/shared/geo.ts';

const place = (id: string, latitude: number | null, longitude: number | null) => ({ id, latitude, longitude });

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

describe('nearestTo', () => {
  const toronto = place('toronto', 43.6532, -79.3832);
  const candidates = [
    place('montreal', 45.5019, -73.5674),
    place('mississauga', 43.589, -79.6441),
    toronto,
    place('hamilton', 43.2557, -79.8711),
    place('unlocated', null, null),
    place('vancouver', 49.2827, -123.1207),
  ];

  it('lists the others nearest first, within the radius, with rounded distances', () => {
    const nearby = nearestTo(toronto, candidates, { limit: 4, maxKm: 250 });
    expect(nearby.map((n) => n.id)).toEqual(['mississauga', 'hamilton']);
    expect(nearby[0]!.distanceKm).toBe(Math.round(nearby[0]!.distanceKm * 10) / 10);
  });

  it.each([
    [{ limit: 1, maxKm: 1000 }, ['mississauga']],
    [{ limit: 10, maxKm: 1000 }, ['mississauga', 'hamilton', 'montreal']],
    [{ limit: 10, maxKm: 5 }, []],
  ])('respects %j', (options, ids) => {
    expect(nearestTo(toronto, candidates, options).map((n) => n.id)).toEqual(ids);
  });

  it('finds nothing for a warehouse without coordinates', () => {
    expect(nearestTo(place('x', null, null), candidates)).toEqual([]);
  });
});
