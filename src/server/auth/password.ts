import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** OWASP's scrypt parameters: N=2^17, r=8, p=1. They are stored with each hash so they can be raised later. */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const maxmem = (logN: number, r: number) => 256 * 2 ** logN * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** LOG_N, r: R, p: P, maxmem: maxmem(LOG_N, R) });
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
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
