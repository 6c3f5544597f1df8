import { describe, expect, it } from 'vitest';
import { driverFor } from '#db/client.ts';
import { ALL_REGIONS, CANADIAN_PROVINCES, US_STATES, kmToMiles } from '#src/shared/catalog.ts';
import { foldText } from '#src/shared/text.ts';
import { formatDistanceKm, hideStreetNumber, imageSrcSet } from '#src/shared/warehouse.ts';
import { loadConfig } from '#src/server/config.ts';
import { hashPassword, verifyPassword } from '#src/server/auth/password.ts';

describe('foldText', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['  MONTREAL ', 'montreal'],
    ['Saint-Jean-sur-Richelieu', 'saint jean sur richelieu'],
    ["Coeur d'Alene", 'coeur d alene'],
    ['Québec', 'quebec'],
  ])('folds %j to %j', (input, folded) => expect(foldText(input)).toBe(folded));
});

describe('driverFor', () => {
  it.each([
    [undefined, 'pglite'],
    ['postgres://u:p@ep-cool-name-123.us-east-2.aws.neon.tech/db?sslmode=require', 'neon'],
    ['postgres://postgres@127.0.0.1:5432/postgres', 'pg'],
  ])('picks the driver for %s', (url, driver) => expect(driverFor(url)).toBe(driver));
});

describe('value lists', () => {
  it('has 13 provinces and territories and 50 states, with unique codes per country', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(US_STATES).toHaveLength(50);
    const keys = ALL_REGIONS.map((r) => `${r.country}-${r.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows miles as km × 0.621371, rounded', () => {
    expect([10, 20, 30, 40, 50].map(kmToMiles)).toEqual([6, 12, 19, 25, 31]);
  });
});

describe('public warehouse helpers', () => {
  it.each([
    ['1250 Industrial Pkwy', 'Industrial Pkwy'],
    ['88B Commerce Road', 'Commerce Road'],
    ['Unit 4, Airport Road', 'Unit 4, Airport Road'],
  ])('hides the street number of %j', (address, shown) => expect(hideStreetNumber(address)).toBe(shown));

  it('builds a srcset from the stored 960 px image', () => {
    expect(imageSrcSet('/media/demo/dock-960.webp')).toBe(
      '/media/demo/dock-480.webp 480w, /media/demo/dock-960.webp 960w, /media/demo/dock-1600.webp 1600w',
    );
    expect(imageSrcSet('https://example.com/photo.jpg')).toBe('');
  });
});

describe('loadConfig', () => {
  it('builds e-mail links from the configured site URL and defaults to the local port', () => {
    expect(loadConfig({ SITE_URL: 'https://warehouses.example/' }).siteUrl).toBe('https://warehouses.example');
    expect(loadConfig({ PORT: '5000' }).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword('Str0ng!Pass');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(hash).not.toContain('Str0ng!Pass');
    expect(await verifyPassword('Str0ng!Pass', hash)).toBe(true);
    expect(await verifyPassword('str0ng!pass', hash)).toBe(false);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [0, 'Under 1 km'],
    [0.4, 'Under 1 km'],
    [14.46, '14.5 km'],
    [1234.5, '1,234.5 km'],
  ])('shows %d km as %j', (km, shown) => expect(formatDistanceKm(km)).toBe(shown));
});
