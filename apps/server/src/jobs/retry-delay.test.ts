import { describe, expect, it } from 'vitest';
import { retryCapMs, retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles from 5 seconds and stops at 15 minutes', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(9, middle)).toBe(retryCapMs);
    expect(retryDelayMs(50, middle)).toBe(15 * 60_000);
  });

  it('spreads the delays by ±20 % but never past the cap', () => {
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
    expect(retryDelayMs(3, () => 0.25)).toBe(18_000);
    expect(retryDelayMs(20, () => 1)).toBe(retryCapMs);
    expect(retryDelayMs(20, () => 0)).toBe(retryCapMs * 0.8);
  });
});
