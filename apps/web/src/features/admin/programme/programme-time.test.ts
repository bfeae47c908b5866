import { describe, expect, it } from 'vitest';
import { fromBudapestInput, toBudapestInput } from './programme-time';

describe('Budapest wall-clock times in the performance form', () => {
  it('reads winter and summer times with their own offsets', () => {
    expect(fromBudapestInput('2026-12-03T19:00')).toBe('2026-12-03T18:00:00.000Z');
    expect(fromBudapestInput('2026-07-10T20:30')).toBe('2026-07-10T18:30:00.000Z');
    expect(toBudapestInput('2026-12-03T18:00:00.000Z')).toBe('2026-12-03T19:00');
    expect(toBudapestInput('2026-07-10T18:30:00Z')).toBe('2026-07-10T20:30');
  });

  it('round-trips every hour across both changes of the clocks', () => {
    for (const start of [Date.UTC(2026, 2, 28, 20), Date.UTC(2026, 9, 24, 20)]) {
      for (let hour = 0; hour < 12; hour += 1) {
        const iso = new Date(start + hour * 3_600_000).toISOString();
        const back = fromBudapestInput(toBudapestInput(iso));
        // The repeated hour of October reads as its first occurrence.
        if (back !== iso) expect(Date.parse(iso) - Date.parse(back ?? '')).toBe(3_600_000);
      }
    }
  });

  it('answers null for what is not a time, and empty for nothing', () => {
    expect(fromBudapestInput('')).toBeNull();
    expect(fromBudapestInput('2026-02-30T19:00')).toBeNull();
    expect(fromBudapestInput('holnap este')).toBeNull();
    expect(toBudapestInput(null)).toBe('');
  });
});
