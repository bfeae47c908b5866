import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

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

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(581_000)).toBe('09:41');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(9_000)).toBe('00:09');
  });

  it('rounds a started second up, reaching 00:00 only at the end', () => {
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(599_000)).toBe('09:59');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('reads anything odd as 00:00', () => {
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00');
  });

  it('keeps counting minutes past an hour (a payment hold)', () => {
    expect(formatCountdown(3_725_000)).toBe('62:05');
  });
});
