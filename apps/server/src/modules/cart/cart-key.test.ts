import { cartKey } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { hashCartKey, isIssuedCartKey, newCartKey } from './cart-key.js';

const secret = 'a-test-secret-of-at-least-32-characters!';

describe('cart keys', () => {
  it('are 32 characters the contract accepts, and differ every time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newCartKey(secret)));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toHaveLength(32);
      expect(cartKey.safeParse(key).success).toBe(true);
    }
  });

  it('are recognised as issued only under the same secret and unaltered', () => {
    const key = newCartKey(secret);
    expect(isIssuedCartKey(secret, key)).toBe(true);
    expect(isIssuedCartKey(`${secret}x`, key)).toBe(false);
    const flipped = key.slice(0, 5) + (key[5] === 'A' ? 'B' : 'A') + key.slice(6);
    expect(isIssuedCartKey(secret, flipped)).toBe(false);
    expect(isIssuedCartKey(secret, 'x'.repeat(32))).toBe(false);
    expect(isIssuedCartKey(secret, key.slice(1))).toBe(false);
  });

  it('are stored only as a hash', () => {
    const key = newCartKey(secret);
    expect(hashCartKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCartKey(key)).not.toContain(key);
  });
});
