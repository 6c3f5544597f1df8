import { describe, expect, it } from 'vitest';
import { databaseTarget, parseDriver } from '#db/connection-env.ts';
import { driverFor, isReadOnlyStatement } from '#db/server-pool.ts';

describe('driverFor', () => {
  it.each([
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
    expect(() => databaseTarget({ DATABASE_DRIVER: 'neon' })).toThrow('DATABASE_DRIVER=neon needs a DATABASE_URL');
  });
});

const NEON_POOLED = 'postgres://app:secret@ep-cool-name-123-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require';
const NEON_DIRECT = 'postgres://app:secret@ep-cool-name-123.us-east-2.aws.neon.tech/neondb?sslmode=require';

describe('which connection each part uses', () => {
  it.each([
    ['nothing set: the embedded database', {}, { kind: 'embedded', dir: '.data/pglite' }],
    [
      "Neon's pooled URL alone: the direct one is its host without -pooler",
      { DATABASE_URL: NEON_POOLED },
      { kind: 'server', pooledUrl: NEON_POOLED, directUrl: NEON_DIRECT },
    ],
    [
      "Netlify's Neon integration",
      { NETLIFY_DATABASE_URL: NEON_POOLED, NETLIFY_DATABASE_URL_UNPOOLED: 'postgres://a@db.internal/x' },
      { kind: 'server', pooledUrl: NEON_POOLED, directUrl: 'postgres://a@db.internal/x' },
    ],
    [
      'DATABASE_URL wins over the integration, and DATABASE_URL_UNPOOLED names the direct connection',
      {
        DATABASE_URL: 'postgres://a@pooler:6432/x',
        DATABASE_URL_UNPOOLED: 'postgres://a@db:5432/x',
        NETLIFY_DATABASE_URL: NEON_POOLED,
      },
      { kind: 'server', pooledUrl: 'postgres://a@pooler:6432/x', directUrl: 'postgres://a@db:5432/x' },
    ],
    [
      'a plain server with one URL: both are it',
      { DATABASE_URL: 'postgres://a@db:5432/x' },
      { kind: 'server', pooledUrl: 'postgres://a@db:5432/x', directUrl: 'postgres://a@db:5432/x' },
    ],
  ])('%s', (_, env, expected) => {
    expect(databaseTarget(env)).toMatchObject(expected);
  });

  it('never falls back to the embedded database in production', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NETLIFY: 'true' }, { CONTEXT: 'production' }])
      expect(() => databaseTarget(env)).toThrow('Production needs a PostgreSQL database: set DATABASE_URL');
  });

  it('refuses a direct connection without the pooled one, rather than falling back to the embedded database', () => {
    expect(() => databaseTarget({ DATABASE_URL_UNPOOLED: NEON_DIRECT })).toThrow(
      'DATABASE_URL_UNPOOLED is set but DATABASE_URL is not',
    );
  });

  it('refuses a URL that is not PostgreSQL', () => {
    expect(() => databaseTarget({ DATABASE_URL: 'mysql://a@b/c' })).toThrow('DATABASE_URL must be a postgres:// URL');
  });
});

describe('reads sent again after a dropped connection', () => {
  it.each([
    ['select 1', true],
    ['  WITH t AS (select 1) select * from t', true],
    ['select * from "warehouses" for update', false],
    ['with moved as (update "warehouses" set x = 1 returning id) select * from moved', false],
    ['insert into "events" values (1)', false],
    ['update "users" set name = $1', false],
    ['delete from "sessions"', false],
  ])('%s: %s', (text, readOnly) => expect(isReadOnlyStatement(text)).toBe(readOnly));
});
