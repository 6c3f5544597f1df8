import { isMajorMarket } from '#src/shared/cost-estimate.ts';
import { NO_LISTING_FACTS, type ListingFacts } from '#src/shared/listing-facts.ts';
import type { Certification, StorageTermType, StorageType } from '#src/shared/catalog.ts';

interface FactsSource {
  city: string;
  squareFeet: number | null;
  storageType: StorageType[];
  term: StorageTermType;
}

const DAY = 24 * 3_600_000;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/**
 * A demo listing's facts (docs/decisions/demo-data.md): worked out from its size, storage types,
 * term and city, varied by its position in the list so neighbours differ, with gaps as real
 * listings have them: about one in five states none, and most leave out a few.
 */
export function demoFacts(listing: FactsSource, i: number, now: number): ListingFacts {
  if (i % 5 === 3) return NO_LISTING_FACTS;
  const cold = listing.storageType.includes('Cold Storage');
  const climate = listing.storageType.includes('Climate Controlled');
  const size = listing.squareFeet;
  const freeSqFt = size !== null && i % 3 !== 1 ? roundTo(size * pick([0.15, 0.3, 0.45, 0.6, 0.25], i), 500) : null;
  const certifications: Certification[] = [];
  if (cold || (climate && i % 2 === 0)) certifications.push('Food Grade / FDA-Registered');
  if (cold && i % 3 === 0) certifications.push('Organic');
  if (listing.storageType.includes('Hazmat Storage')) certifications.push('Hazmat');
  if (listing.storageType.includes('Bonded Storage')) certifications.push('Bonded / Customs');
  if (listing.storageType.includes('Bonded Storage') && i % 2 === 1) certifications.push('C-TPAT');
  const major = isMajorMarket(listing.city);
  const minimumTerm: Record<StorageTermType, number> = { 'short-term': 1, both: pick([1, 3, 6], i), 'long-term': 12 };
  return {
    spaceAvailableSqFt: freeSqFt,
    spaceAvailablePallets: i % 2 === 0 ? roundTo((freeSqFt ?? (size ?? 20000) * 0.3) / 12, 10) : null,
    availableFrom: i % 4 === 1 ? new Date(now + pick([14, 30, 45, 60, 75], i) * DAY).toISOString().slice(0, 10) : null,
    minimumTermMonths: i % 6 === 5 ? null : minimumTerm[listing.term],
    pricePerPalletMonth:
      i % 5 === 1
        ? null
        : cold
          ? pick([18, 21.5, 24, 19.75], i)
          : pick(major ? [11, 12.5, 13, 14] : [7.5, 8, 9.25, 10], i),
    pricePerSqFtYear:
      i % 3 === 2 ? null : cold ? pick([16, 19.5, 22], i) : pick(major ? [10.5, 12, 13.75] : [6.75, 8.5, 9.5], i),
    clearHeightFt:
      i % 7 === 4 ? null : size !== null && size >= 40000 ? pick([32, 36, 28, 40], i) : pick([18, 20, 24, 22], i),
    dockDoors: i % 8 === 6 ? null : Math.max(1, Math.round((size ?? 15000) / 8000)),
    driveInDoors: i % 3 === 0 ? null : pick([0, 1, 2, 1], i),
    temperatureMinC: cold ? pick([-25, 0, -20], i) : climate ? 15 : null,
    temperatureMaxC: cold ? pick([-18, 4, 2], i) : climate ? 21 : null,
    certifications,
    racking: i % 6 === 2 ? null : i % 9 !== 4,
    sprinklers: i % 7 === 3 ? null : true,
  };
}
