import { describe, expect, it } from 'vitest';
import { compareGroups } from '#src/components/compare/compare-rows.ts';
import { comparePath, readCompareIds } from '#src/shared/compare.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { publicWarehouseAnswer } from '#tests/support/listing-answers.ts';

const listing = (overrides: Partial<PublicWarehouse>) => publicWarehouseAnswer({ name: 'A', ...overrides });

describe('the compare table', () => {
  const a = listing({});
  const b = listing({
    id: '00000000-0000-4000-8000-000000000002',
    name: 'B',
    city: 'Mississauga',
    storageType: ['Dry Storage', 'Cold Storage'],
  });
  const groups = compareGroups([a, b], {
    name: 'Toronto',
    province: 'ON',
    country: 'CA',
    latitude: 43.65,
    longitude: -79.38,
  });
  const rowOf = (label: string) => groups.flatMap((g) => g.rows).find((r) => r.label === label)!;

  it('groups the rows as the issue names them, storage types and services by what either offers', () => {
    expect(groups.map((g) => g.title)).toEqual([
      'Location and distance',
      'Space',
      'Storage types',
      'Services',
      'Term',
      'Contact',
    ]);
    expect(groups[2]!.rows.map((r) => r.label)).toEqual(['Dry Storage', 'Cold Storage']);
    expect(rowOf('Cold Storage').values).toEqual(['Not offered', 'Offered']);
    expect(rowOf('Distance from Toronto, ON').values).toEqual(['Under 1 km', 'Under 1 km']);
  });

  it('marks a row as differing when the cells are not all the same', () => {
    expect(rowOf('City').differs).toBe(true);
    expect(rowOf('Country').differs).toBe(false);
    expect(rowOf('Dry Storage').differs).toBe(false);
  });
});

describe('compare links', () => {
  it('keep at most 3 well-formed ids, each once, and round-trip', () => {
    const ids = ['1', '2', '3', '4'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const url = new URL(comparePath([ids[0]!, ids[0]!, 'nope', ...ids], 'Toronto, ON'), 'http://x');
    expect(readCompareIds(url.searchParams)).toEqual(ids.slice(0, 3));
    expect(url.searchParams.get('from')).toBe('Toronto, ON');
  });
});
