import { describe, expect, it } from 'vitest';
import { estimateCost, formatAmountRange } from '#src/shared/cost-estimate.ts';

const listing = {
  city: 'Winnipeg',
  country: 'Canada',
  storageType: ['Dry Storage'],
  pricePerPalletMonth: null,
  pricePerSqFtYear: null,
  minimumTermMonths: null,
};

describe('the cost estimate', () => {
  it("uses the owner's pallet price: 300 pallets at $9.50 for 12 months", () => {
    const estimate = estimateCost(
      { ...listing, pricePerPalletMonth: 9.5 },
      { amount: 300, unit: 'pallet_positions', termMonths: 12 },
    )!;
    expect(estimate).toMatchObject({
      label: 'Estimate',
      currency: 'CAD',
      basis: 'owner',
      monthly: { low: 2850, high: 2850 },
      total: { low: 34200, high: 34200 },
      months: 12,
    });
    expect(estimate.howWorkedOut).toBe(
      "300 pallets × $9.50 CAD per pallet per month (the owner's price), over 12 months.",
    );
  });

  it("turns the owner's yearly square-foot price into a monthly one", () => {
    const estimate = estimateCost(
      { ...listing, country: 'United States', city: 'Dallas', pricePerSqFtYear: 7.2 },
      { amount: 10000, unit: 'square_feet', termMonths: 6 },
    )!;
    expect(estimate.currency).toBe('USD');
    expect(estimate.monthly).toEqual({ low: 6000, high: 6000 });
    expect(estimate.total).toEqual({ low: 36000, high: 36000 });
    expect(estimate.howWorkedOut).toContain('$7.20 USD per sq ft per year ÷ 12');
  });

  it('falls back to the market bands: dry in a major market, dry elsewhere, cold, pallets', () => {
    const need = { amount: 12000, unit: 'square_feet' as const, termMonths: null };
    expect(estimateCost({ ...listing, city: 'Toronto' }, need)!.monthly).toEqual({ low: 8000, high: 15000 });
    expect(estimateCost(listing, need)!.monthly).toEqual({ low: 6000, high: 12000 });
    expect(estimateCost({ ...listing, storageType: ['Cold Storage'] }, need)!.monthly).toEqual({
      low: 12000,
      high: 25000,
    });
    const pallets = estimateCost(listing, { amount: 100, unit: 'pallet_positions', termMonths: 3 })!;
    expect(pallets).toMatchObject({
      basis: 'market',
      monthly: { low: 600, high: 1500 },
      total: { low: 1800, high: 4500 },
    });
    expect(pallets.howWorkedOut).toBe(
      '100 pallets × $6–$15 CAD per pallet per month (the common pallet range), over 3 months.',
    );
  });

  it('uses the market band when the owner priced only the other unit', () => {
    const estimate = estimateCost(
      { ...listing, pricePerSqFtYear: 9 },
      { amount: 50, unit: 'pallet_positions', termMonths: 1 },
    )!;
    expect(estimate.basis).toBe('market');
    expect(estimate.monthly).toEqual({ low: 300, high: 750 });
  });

  it("counts the listing's minimum term when it is longer than the buyer's, and says so", () => {
    const estimate = estimateCost(
      { ...listing, pricePerPalletMonth: 10, minimumTermMonths: 6 },
      { amount: 20, unit: 'pallet_positions', termMonths: 2 },
    )!;
    expect(estimate.months).toBe(6);
    expect(estimate.total).toEqual({ low: 1200, high: 1200 });
    expect(estimate.howWorkedOut).toContain('over the 6-month minimum term');
  });

  it('has no total without a term, and no estimate without space', () => {
    expect(estimateCost(listing, { amount: 10, unit: 'pallet_positions', termMonths: null })!.total).toBeNull();
    expect(estimateCost(listing, { amount: 0, unit: 'pallet_positions', termMonths: 12 })).toBeNull();
  });

  it('rounds to whole currency units and prints a range or one amount', () => {
    expect(estimateCost(listing, { amount: 1001, unit: 'square_feet', termMonths: null })!.monthly).toEqual({
      low: 501,
      high: 1001,
    });
    expect(formatAmountRange({ low: 1200, high: 2300 }, 'CAD')).toBe('$1,200–$2,300 CAD');
    expect(formatAmountRange({ low: 950, high: 950 }, 'USD')).toBe('$950 USD');
  });
});
