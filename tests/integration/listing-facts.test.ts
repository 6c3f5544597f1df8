import { describe, expect, it } from 'vitest';
import { FACT_MESSAGES } from '#src/shared/validation/listing-facts.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { listingInput } from '#tests/support/listing-input.ts';

/** The facts through the API an owner's form uses: stored as typed, refused with the field's message. */
describe("a listing's facts", () => {
  const ctx = useTestApp();
  let sequence = 0;
  const create = async (facts: Record<string, unknown>) => {
    const { cookie } = await signedInUser(ctx.db);
    sequence += 1;
    const response = await request(ctx, '/api/listings', {
      body: listingInput(`Facts Depot ${sequence}`, facts),
      cookie,
    });
    return { response, cookie };
  };

  it('are saved as the form typed them and read back by the owner', async () => {
    const { response, cookie } = await create({
      spaceAvailableSqFt: '8,000',
      spaceAvailablePallets: '300',
      availableFrom: '2027-01-15',
      minimumTermMonths: '6',
      pricePerPalletMonth: '$12.50',
      pricePerSqFtYear: '9',
      clearHeightFt: '32',
      dockDoors: '4',
      driveInDoors: '0',
      temperatureMinC: '-25',
      temperatureMaxC: '-18',
      certifications: ['Organic', 'Food Grade / FDA-Registered'],
      racking: 'yes',
      sprinklers: 'no',
    });
    expect(response.status).toBe(201);
    const { listing } = await response.json();
    const read = await (await request(ctx, `/api/listings/${listing.id}`, { cookie })).json();
    expect(read.listing).toMatchObject({
      spaceAvailableSqFt: 8000,
      spaceAvailablePallets: 300,
      availableFrom: '2027-01-15',
      minimumTermMonths: 6,
      pricePerPalletMonth: 12.5,
      pricePerSqFtYear: 9,
      clearHeightFt: 32,
      dockDoors: 4,
      driveInDoors: 0,
      temperatureMinC: -25,
      temperatureMaxC: -18,
      certifications: ['Organic', 'Food Grade / FDA-Registered'],
      racking: true,
      sprinklers: false,
    });
  });

  it('left blank, are not stated', async () => {
    const { response } = await create({ spaceAvailableSqFt: '', availableFrom: '', racking: '', certifications: [] });
    expect(response.status).toBe(201);
    expect((await response.json()).listing).toMatchObject({
      spaceAvailableSqFt: null,
      availableFrom: null,
      racking: null,
    });
  });

  it.each([
    ['negative space', { spaceAvailablePallets: '-10' }, 'spaceAvailablePallets', FACT_MESSAGES.spaceNegative],
    [
      'more space free than the building has',
      { spaceAvailableSqFt: '30000' },
      'spaceAvailableSqFt',
      FACT_MESSAGES.spaceOverTotal,
    ],
    ['a date that is not a day', { availableFrom: '2027-02-30' }, 'availableFrom', FACT_MESSAGES.availableFrom],
    ['a price beyond reason', { pricePerPalletMonth: '950' }, 'pricePerPalletMonth', FACT_MESSAGES.pricePerPallet],
    ['fractions of a cent', { pricePerSqFtYear: '9.999' }, 'pricePerSqFtYear', FACT_MESSAGES.priceCents],
    [
      'a colder top than bottom',
      { temperatureMinC: '4', temperatureMaxC: '-2' },
      'temperatureMaxC',
      FACT_MESSAGES.temperatureOrder,
    ],
    [
      'a certification not on the list',
      { certifications: ['Kosher'] },
      'certifications.0',
      FACT_MESSAGES.certification,
    ],
  ])('refuse %s with a message under the field', async (_, facts, field, message) => {
    const { response } = await create(facts);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });
});
