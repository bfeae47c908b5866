import { describe, expect, it } from 'vitest';
import { retryDelayMs, secondsLeft } from './retry-schedule';

describe('retryDelayMs', () => {
  it('backs off 10 s, 20 s, 40 s, then stays at 60 s', () => {
    expect([0, 1, 2, 3, 4, 50].map((n) => retryDelayMs(n))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });
  it('treats odd inputs as the first attempt', () => {
    expect(retryDelayMs(-3)).toBe(10_000);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(10_000)).toBe(10);
    expect(secondsLeft(9_001)).toBe(10);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-5)).toBe(0);
  });
});
