import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatDateTime, formatDegrees, formatKilometres } from '#src/shared/i18n/format.ts';

const AT = new Date('2026-11-28T18:42:00Z');
/** The reader's day and clock time of AT, whatever zone the tests run in. */
const day = AT.getDate();
const hour = AT.getHours();
const minute = String(AT.getMinutes()).padStart(2, '0');

describe('one format for times, coordinates and map scales, following the locale', () => {
  it.each([
    {
      locale: 'en' as const,
      time: `Nov ${day}, 2026, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`,
      coordinates: '43.5789°\u00a0N, 79.6583°\u00a0W',
      degrees: '122.68°\u00a0W',
      scale: '20 km',
    },
    {
      locale: 'fr' as const,
      time: `${day} nov. 2026, ${hour} h ${minute}`,
      coordinates: '43,5789°\u00a0N\u00a0; 79,6583°\u00a0O',
      degrees: '122,68°\u00a0O',
      scale: '20\u00a0km',
    },
  ])('in $locale', ({ locale, time, coordinates, degrees, scale }) => {
    // Intl's spaces around the hour are no-break ones, of a width that varies with the ICU version.
    expect(formatDateTime(AT, locale).replace(/\s/g, ' ')).toBe(time);
    expect(formatDateTime(AT.toISOString(), locale)).toBe(formatDateTime(AT, locale));
    expect(formatCoordinates(43.5789, -79.6583, locale)).toBe(coordinates);
    expect(formatDegrees(-122.6814, 'longitude', 2, locale)).toBe(degrees);
    expect(formatKilometres(20, locale)).toBe(scale);
  });

  it('leaves no page to write a time or a coordinate its own way', () => {
    const own = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(ts|tsx|astro)$/.test(path) && !path.startsWith('paraglide'))
      .map((path) => join('src', path))
      .filter((path) => path !== join('src', 'shared', 'i18n', 'format.ts'))
      .filter((path) => /timeStyle|toLocaleTimeString|toFixed\(\d\)\}?°/.test(readFileSync(path, 'utf8')));
    expect(own).toEqual([]);
  });
});
