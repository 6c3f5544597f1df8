import { describe, expect, it } from 'vitest';
import { driverFor, parseDriver } from '#db/client.ts';

describe('driverFor', () => {
  it.each([
    [undefined, 'pglite'],
    ['postgres://u:p@ep-cool-name-123.us-east-2.aws.neon.tech/db?sslmode=require', 'neon'],
    ['postgres://postgres@127.0.0.1:5432/postgres', 'pg'],
  ])('picks the driver for %s', (url, driver) => expect(driverFor(url)).toBe(driver));
});

describe('DATABASE_DRIVER', () => {
  it('overrides the guess from the host', () => {
    expect(driverFor('postgres://postgres@127.0.0.1:5432/postgres', parseDriver('neon'))).toBe('neon');
    expect(driverFor('postgres://u:p@ep-x.us-east-2.aws.neon.tech/db', parseDriver('pg'))).toBe('pg');
  });
  it('refuses an unknown driver, and a driver without a database URL', () => {
    expect(() => parseDriver('mysql')).toThrow('DATABASE_DRIVER must be neon or pg, not mysql.');
    expect(() => driverFor(undefined, 'neon')).toThrow('DATABASE_DRIVER=neon needs a DATABASE_URL');
  });
});
