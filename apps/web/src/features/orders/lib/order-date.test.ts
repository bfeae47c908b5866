import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './order-date';

describe('formatOrderDate', () => {
  it('shows the Budapest date and time in the language', () => {
    // 23:30 UTC on 31 December is already the new year in Budapest.
    const hu = formatOrderDate('2026-12-31T23:30:00.000Z', 'hu');
    expect(hu).toMatch(/^2027\. jan\. 1\.,? 00:30$/);
    expect(formatOrderDate('2026-12-31T23:30:00.000Z', 'en')).toBe('1 Jan 2027, 00:30');
  });
});
