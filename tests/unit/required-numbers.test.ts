import { describe, expect, it } from 'vitest';
import { ADMIN_VALIDATION, coordinatesFields } from '#src/shared/validation/admin.ts';
import { listingSchema } from '#src/shared/validation/listing.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing-wording.ts';
import { quoteRequestSchema } from '#src/shared/validation/quote.ts';
import { listingInput } from '#tests/support/listing-input.ts';
import { quoteRequestBody } from '#tests/support/factories.ts';

const WAREHOUSE_ID = '0f0e7c1a-2f4d-4e8b-9a61-3c7d2e9f1a04';

/** The messages zod gives for one field of a parse. */
function messagesFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('a number the quote form requires', () => {
  it.each([
    ['an empty field', ''],
    ['a field of spaces', '   '],
    ['nothing sent', undefined],
    ['null', null],
  ])('says "Space needed is required" for %s, not that it must be greater than 0', (_, spaceNeeded) => {
    const result = quoteRequestSchema.safeParse(quoteRequestBody(WAREHOUSE_ID, { spaceNeeded }));
    expect(messagesFor(result, 'spaceNeeded')).toEqual(['Space needed is required']);
  });

  it('keeps its other messages for a value that was given', () => {
    const parse = (spaceNeeded: unknown) =>
      messagesFor(quoteRequestSchema.safeParse(quoteRequestBody(WAREHOUSE_ID, { spaceNeeded })), 'spaceNeeded');
    expect(parse('0')).toEqual(['Space needed must be greater than 0']);
    expect(parse('lots')).toEqual(['Enter the space you need as a number']);
    expect(parse('12.5')).toEqual(['Space needed must be a whole number']);
    expect(quoteRequestSchema.parse(quoteRequestBody(WAREHOUSE_ID, { spaceNeeded: ' 1,200 ' })).spaceNeeded).toBe(1200);
  });
});

describe("the listing form's square feet, which the spec lets an owner leave out", () => {
  it.each([
    ['an empty field', ''],
    ['a field of spaces', '  '],
    ['nothing sent', undefined],
  ])('is no figure for %s', (_, squareFeet) => {
    expect(listingSchema.parse(listingInput('Quay Depot', { squareFeet })).squareFeet).toBeNull();
  });

  it('checks a figure that was given', () => {
    const parse = (squareFeet: unknown) =>
      messagesFor(listingSchema.safeParse(listingInput('Quay Depot', { squareFeet })), 'squareFeet');
    expect(parse('120')).toEqual([LISTING_MESSAGES.squareFeet]);
    expect(parse('big')).toEqual([LISTING_MESSAGES.squareFeetNumber]);
    expect(listingSchema.parse(listingInput('Quay Depot', { squareFeet: '12,000' })).squareFeet).toBe(12000);
  });
});

describe("the admin's map pin correction", () => {
  it('says which coordinate is missing, and which is out of range', () => {
    const parse = (latitude: unknown, longitude: unknown) =>
      coordinatesFields.safeParse({ latitude, longitude }).error?.issues.map((i) => i.message);
    expect(parse('', ' ')).toEqual([ADMIN_VALIDATION.latitudeRequired, ADMIN_VALIDATION.longitudeRequired]);
    expect(parse('91', 'west')).toEqual([ADMIN_VALIDATION.latitude, ADMIN_VALIDATION.longitude]);
    expect(coordinatesFields.parse({ latitude: ' 43.65 ', longitude: -79.38 })).toEqual({
      latitude: 43.65,
      longitude: -79.38,
    });
  });
});
