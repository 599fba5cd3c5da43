import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** node's scrypt runs on the libuv thread pool, so hashing never blocks the event loop. */
function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const optionsFor = (cost: number, blockSize: number, parallelism: number): ScryptOptions => ({
  N: 2 ** cost,
  r: blockSize,
  p: parallelism,
  // scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below OWASP's N = 2^17.
  maxmem: 256 * 2 ** cost * blockSize,
});

/** `scrypt$cost$r$p$salt$key`: the parameters travel with the hash, so the cost can rise later. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), optionsFor(Number(cost), Number(blockSize), Number(parallelism)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
