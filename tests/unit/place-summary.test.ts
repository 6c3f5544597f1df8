import { describe, expect, it } from 'vitest';
import { placeSummary, priceRange, quantile } from '#src/shared/place-summary.ts';
import { publicWarehouseAnswer } from '#tests/support/listing-answers.ts';

/** What a place page says about its listings' prices and space (docs/decisions/place-pages.md). */
describe('the typical price range', () => {
  it.each([
    { prices: [], range: null },
    { prices: [10, 12], range: null },
    { prices: [10, null, 12, null], range: null },
    { prices: [10, 20, 30], range: { low: 15, high: 25, listings: 3 } },
    { prices: [40, 10, 30, 20], range: { low: 17.5, high: 32.5, listings: 4 } },
    { prices: [12, 12, 12, 12, 12], range: { low: 12, high: 12, listings: 5 } },
    { prices: [1, 2, 3, 4, 5, 6, 7, 8, 9, 100], range: { low: 3.25, high: 7.75, listings: 10 } },
    { prices: [9.99, null, 14.5, 11.25, 0], range: { low: 10.62, high: 12.88, listings: 3 } },
  ])('of $prices is $range', ({ prices, range }) => {
    expect(priceRange(prices)).toEqual(range);
  });

  it('interpolates between the two values around a percentile', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([5], 0.75)).toBe(5);
  });
});

describe('a place summary', () => {
  it('counts storage types and services, and space free now but not space free later', () => {
    const summary = placeSummary(
      [
        publicWarehouseAnswer({ storageType: ['Cold Storage', 'Dry Storage'], spaceAvailableSqFt: 5000 }),
        publicWarehouseAnswer({
          storageType: ['Cold Storage'],
          spaceAvailablePallets: 40,
          availableFrom: '2026-11-01',
        }),
        publicWarehouseAnswer({ spaceAvailableSqFt: 9000, availableFrom: '2027-03-01', country: 'Canada' }),
      ],
      '2026-11-29',
    );
    expect(summary.listings).toBe(3);
    expect(summary.storageTypes).toEqual([
      { value: 'Dry Storage', count: 2 },
      { value: 'Cold Storage', count: 2 },
    ]);
    expect(summary.services).toEqual([{ value: 'Storage', count: 3 }]);
    expect(summary.availableNow).toEqual({ squareFeet: 5000, pallets: 40, listings: 2 });
    expect(summary.currency).toBe('CAD');
    expect(summary.perPalletMonth).toBeNull();
  });
});
