import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isProduction } from '#src/server/config.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB, a few hundred ms). Stored with each hash so they can be raised later. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
/**
 * For test runs only (PASSWORD_HASH_COST=test, set by vitest.config.ts and tests/e2e/serve.ts):
 * 1 MiB, about a millisecond, so tests that sign up and log in dozens of times spend their time
 * on the code under test. Every path still hashes, so timing comparisons stay like for like.
 */
const TEST_SCRYPT_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

/** The cost new hashes get. A production configuration always gets the full cost, whatever PASSWORD_HASH_COST says. */
export function scryptCost(env: Record<string, string | undefined>): ScryptCost {
  return env.PASSWORD_HASH_COST === 'test' && !isProduction(env) ? TEST_SCRYPT_COST : PRODUCTION_SCRYPT_COST;
}

const cost = scryptCost(process.env);
const KEY_LENGTH = 64;
const maxmem = (logN: number, r: number) => 256 * 2 ** logN * r;

export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = cost;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: maxmem(logN, r) });
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expectedKey.length, {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(logN), Number(r)),
  });
  return timingSafeEqual(key, expectedKey);
}

/** Compared against when no account matches, so "unknown user" takes as long as "wrong password". */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
