import { describe, expect, it } from 'vitest';
import { formatCardDateTime } from './format';

const now = new Date('2026-11-01T10:00:00Z');

describe('formatCardDateTime', () => {
  it('shows day, weekday and Budapest time without the current year', () => {
    expect(formatCardDateTime('2026-11-24T18:00:00Z', 'hu', now)).toBe('nov. 24., kedd 19:00');
    expect(formatCardDateTime('2026-11-24T18:00:00Z', 'en', now)).toBe('Tue 24 Nov, 19:00');
  });

  it('shows the year when it is not the current one', () => {
    expect(formatCardDateTime('2027-01-08T18:00:00Z', 'hu', now)).toBe(
      '2027. jan. 8., péntek 19:00',
    );
  });

  it('uses the Budapest calendar day', () => {
    expect(formatCardDateTime('2026-12-31T23:30:00Z', 'en', now)).toBe('Fri, 1 Jan 2027, 00:30');
  });
});
