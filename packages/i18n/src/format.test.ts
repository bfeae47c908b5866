import { describe, expect, it } from 'vitest';
import { budapestDateFormat, formatDateTime, formatTime, localeNumberFormat } from './format.js';

const time = { hour: '2-digit', minute: '2-digit' } as const;

describe('formatting for people, in Budapest time', () => {
  it('reads the wall clock of Budapest on both sides of each daylight-saving change', () => {
    // 2027-03-28: 02:00 CET becomes 03:00 CEST; 2026-10-25: 03:00 CEST becomes 02:00 CET.
    expect(formatTime('2027-03-28T00:30:00Z', 'hu')).toBe('01:30');
    expect(formatTime('2027-03-28T01:30:00Z', 'hu')).toBe('03:30');
    expect(formatTime('2026-10-25T00:30:00Z', 'en')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z', 'en')).toBe('02:30');
    expect(formatDateTime('2026-12-03T18:00:00Z', 'hu')).toBe('2026. december 3., csütörtök 19:00');
  });

  it('makes each formatter once per language and options', () => {
    expect(budapestDateFormat('hu', time)).toBe(budapestDateFormat('hu', { ...time }));
    expect(budapestDateFormat('hu', time)).not.toBe(budapestDateFormat('en', time));
    expect(budapestDateFormat('en', time).resolvedOptions().timeZone).toBe('Europe/Budapest');
  });

  it('writes numbers in the language’s conventions', () => {
    expect(localeNumberFormat('hu', { maximumFractionDigits: 1 }).format(12345.67)).toBe(
      '12\u00a0345,7',
    );
    expect(localeNumberFormat('en', { maximumFractionDigits: 1 }).format(12345.67)).toBe(
      '12,345.7',
    );
    expect(localeNumberFormat('en')).toBe(localeNumberFormat('en', {}));
  });
});
