import { describe, expect, it } from 'vitest';
import { nextPollDelay, pollWindowMs } from './poll-schedule';

describe('asking for the payment state', () => {
  it('asks every 1.5 s at first, then backs off to 5 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((attempt) => nextPollDelay(attempt, 0));
    expect(delays).toEqual([1500, 1500, 1500, 2000, 2000, 3000, 3000, 5000, 5000, 5000]);
  });

  it('stops at the end of the two-minute window', () => {
    expect(pollWindowMs).toBe(120_000);
    expect(nextPollDelay(30, 115_000)).toBe(5000);
    expect(nextPollDelay(30, 115_001)).toBeNull();
    expect(nextPollDelay(1, 119_000)).toBeNull();
  });

  it('adds up to a few dozen questions in the window', () => {
    let elapsed = 0;
    let attempts = 0;
    for (;;) {
      const delay = nextPollDelay(attempts + 1, elapsed);
      if (delay === null) break;
      elapsed += delay;
      attempts += 1;
    }
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
    expect(elapsed).toBeLessThanOrEqual(pollWindowMs);
  });
});
