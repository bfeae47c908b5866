import { describe, expect, it } from 'vitest';
import { minutesLeft, remainingMs } from './countdown';

describe('remainingMs', () => {
  it('is the time from now to the end of the hold', () => {
    expect(remainingMs(1_000_600_000, 1_000_000_000)).toBe(600_000);
    expect(remainingMs(1_000_000_001, 1_000_000_000)).toBe(1);
  });

  it('never goes below zero', () => {
    expect(remainingMs(1_000, 1_000)).toBe(0);
    expect(remainingMs(1_000, 5_000)).toBe(0);
  });

  it('is zero without a hold', () => {
    expect(remainingMs(null, 1_000)).toBe(0);
    expect(remainingMs(Number.NaN, 1_000)).toBe(0);
  });
});

describe('minutesLeft', () => {
  it('rounds the time left up to whole minutes', () => {
    expect(minutesLeft(600_000)).toBe(10);
    expect(minutesLeft(421_000)).toBe(8);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(1)).toBe(1);
  });

  it('is zero when nothing, less than nothing or nonsense is left', () => {
    expect(minutesLeft(0)).toBe(0);
    expect(minutesLeft(-5)).toBe(0);
    expect(minutesLeft(Number.NaN)).toBe(0);
  });
});
