import { describe, expect, it } from 'vitest';
import { driverFor } from '#db/client.ts';

describe('driverFor', () => {
  it.each([
    [undefined, 'pglite'],
    ['postgres://u:p@ep-cool-name-123.us-east-2.aws.neon.tech/db?sslmode=require', 'neon'],
    ['postgres://postgres@127.0.0.1:5432/postgres', 'pg'],
  ])('picks the driver for %s', (url, driver) => expect(driverFor(url)).toBe(driver));
});
