import { describe, expect, it } from 'vitest';
import { isAvailableBy, listingAvailability, todayDay } from '#src/shared/listing-facts.ts';

/** The one rule of a listing's availability, read by its card, its page, the search filter and its structured data. */
describe('listingAvailability', () => {
  it.each([
    ['no from-date', null, '2026-11-29', { now: true }],
    ['a from-date that has passed', '2026-10-01', '2026-11-29', { now: true }],
    ['a from-date of today', '2026-11-29', '2026-11-29', { now: true }],
    ['a from-date tomorrow', '2026-11-30', '2026-11-29', { now: false, from: '2026-11-30' }],
    ['a from-date next year', '2027-02-11', '2026-11-29', { now: false, from: '2027-02-11' }],
  ])('a listing with %s is %j', (_case, availableFrom, today, availability) =>
    expect(listingAvailability({ availableFrom }, today)).toEqual(availability),
  );
});

describe('isAvailableBy (the search\'s "available by" filter)', () => {
  it.each([
    [null, '2026-12-01', true],
    ['2026-12-01', '2026-12-01', true],
    ['2026-11-15', '2026-12-01', true],
    ['2027-02-11', '2026-12-01', false],
  ])('a listing available from %s is available by %s: %s', (availableFrom, day, expected) =>
    expect(isAvailableBy({ availableFrom }, day)).toBe(expected),
  );
});

describe('todayDay', () => {
  it('is the day as listings write their from-dates', () =>
    expect(todayDay(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-29'));
});
