import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('uses scrypt at OWASP’s parameters and verifies only the right password', async () => {
    const hash = await hashPassword('Demo@2026', 17);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('demo@2026', hash)).toBe(false);
  });

  it('salts every hash and reads the cost from the stored hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same', second)).toBe(true);
    expect(await verifyPassword('same', 'md5$whatever')).toBe(false);
  });
});
