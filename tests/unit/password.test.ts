import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_SCRYPT_COST, scryptCost, verifyPassword } from '#src/server/auth/password.ts';
import { TEST_PASSWORD } from '#tests/support/factories.ts';

describe('password hashing', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword(TEST_PASSWORD);
    expect(hash).not.toContain(TEST_PASSWORD);
    expect(await verifyPassword(TEST_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD.toLowerCase(), hash)).toBe(false);
  });

  it('hashes at OWASP’s scrypt cost (N=2^17, r=8, p=1) unless a test run lowers it', () => {
    expect(PRODUCTION_SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    expect(scryptCost({})).toEqual(PRODUCTION_SCRYPT_COST);
    expect(scryptCost({ PASSWORD_HASH_COST: 'test' }).logN).toBeLessThan(PRODUCTION_SCRYPT_COST.logN);
    expect(scryptCost({ PASSWORD_HASH_COST: 'cheap' })).toEqual(PRODUCTION_SCRYPT_COST);
  });

  it('never hashes at the test cost in a production configuration', () => {
    for (const production of [{ NODE_ENV: 'production' }, { CONTEXT: 'production' }, { NETLIFY: 'true' }]) {
      expect(scryptCost({ ...production, PASSWORD_HASH_COST: 'test' })).toEqual(PRODUCTION_SCRYPT_COST);
    }
  });

  it('verifies a hash by the cost stored in it, so accounts hashed at full cost still log in', async () => {
    // TEST_PASSWORD hashed at the production cost.
    const fullCost =
      'scrypt$17$8$1$3ari2S2PYuUf+XSOWZkwAA==$SNCtpmNgJ2vmsM9ew8qIMxX7hV5AmVzw9k2xXah7Vl5wDwT5k16TH53v4TQ/lN33qlgaiPQNAWqZ4vUgq/IxPg==';
    expect(await verifyPassword(TEST_PASSWORD, fullCost)).toBe(true);
    expect(await verifyPassword(`${TEST_PASSWORD}x`, fullCost)).toBe(false);
  });
});
