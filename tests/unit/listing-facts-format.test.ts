import { describe, expect, it } from 'vitest';
import { formatAvailability } from '#src/shared/availability-format.ts';
import { listingFactRows } from '#src/shared/listing-facts-format.ts';
import { NO_LISTING_FACTS, type ListingFacts } from '#src/shared/listing-facts.ts';

const facts = (given: Partial<ListingFacts>): ListingFacts => ({ ...NO_LISTING_FACTS, ...given });

describe('what the owner confirms each month', () => {
  it.each([
    [{ spaceAvailableSqFt: 12000, availableFrom: '2027-01-05' }, '12,000 sq ft available from Jan 5, 2027'],
    [{ spaceAvailablePallets: 300 }, '300 pallet positions available now'],
    [
      { spaceAvailableSqFt: 5000, spaceAvailablePallets: 120, availableFrom: '2026-12-01' },
      '5,000 sq ft · 120 pallet positions available from Dec 1, 2026',
    ],
    [{ availableFrom: '2027-03-31' }, 'Available from Mar 31, 2027'],
    [{}, 'Space available and from-date not stated'],
  ])('%o reads "%s"', (given, expected) => {
    expect(formatAvailability(facts(given))).toBe(expected);
  });
});

describe("a listing's facts table", () => {
  it('shows only the facts the listing states, space without a date being free now', () => {
    expect(listingFactRows(facts({ spaceAvailableSqFt: 8000, pricePerPalletMonth: 12.5 }), 'Canada')).toEqual([
      { label: 'Space available', value: '8,000 sq ft' },
      { label: 'Available from', value: 'Now' },
      { label: 'Price per pallet', value: '$12.50 CAD / month' },
    ]);
    expect(listingFactRows(NO_LISTING_FACTS, 'United States')).toEqual([]);
  });
});
