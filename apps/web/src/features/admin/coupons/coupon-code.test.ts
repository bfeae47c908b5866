import { couponCode } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { couponCodeAlphabet, couponCodeBits, randomCouponCode } from './coupon-code';

/** Decision 0024: the coupon form suggests a code that cannot be guessed (≥ 40 bits). */
describe('the suggested coupon code', () => {
  it('has at least 40 bits of randomness from an alphabet without look-alikes', () => {
    expect(couponCodeBits).toBeGreaterThanOrEqual(40);
    expect(new Set(couponCodeAlphabet).size).toBe(couponCodeAlphabet.length);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) {
      expect(couponCodeAlphabet).not.toContain(lookAlike);
    }
    const code = randomCouponCode();
    expect(code.length * Math.log2(couponCodeAlphabet.length)).toBeGreaterThanOrEqual(40);
    expect(Array.from(code).every((char) => couponCodeAlphabet.includes(char))).toBe(true);
    // A code the shop accepts as it is.
    expect(couponCode.parse(code)).toBe(code);
  });

  it('draws from crypto.getRandomValues, every character of the alphabet alike', () => {
    const counts = new Map<string, number>();
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const code = randomCouponCode();
      codes.add(code);
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(codes.size).toBe(2000);
    expect(counts.size).toBe(couponCodeAlphabet.length);
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const expected = total / couponCodeAlphabet.length;
    // Each character near its share (a biased draw, such as a modulo of too few bits, is not).
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.2);
  });

  it('uses the given random source', () => {
    const zeros = (array: Uint8Array) => array.fill(0);
    expect(randomCouponCode(zeros)).toBe(couponCodeAlphabet[0]?.repeat(randomCouponCode().length));
  });
});
