import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatPercent,
  isValidRange,
  presetOf,
  presetRange,
  rangeFromParams,
  shortDay,
} from './report-range';

describe('the report range', () => {
  it('offers this and last month, and the last and next 30 days', () => {
    expect(presetRange('this_month', '2026-02-14')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('last_month', '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('last_30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('next_30', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-18' });
    expect(presetRange('this_month', '2028-02-03').to).toBe('2028-02-29');
  });

  it('takes real days in order, at most 400 of them', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isValidRange({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: 'tegnap', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '2026-01-01', to: addDays('2026-01-01', 399) })).toBe(true);
    expect(isValidRange({ from: '2026-01-01', to: addDays('2026-01-01', 400) })).toBe(false);
  });

  it('reads the address, falling back to this month', () => {
    const today = '2026-05-17';
    expect(rangeFromParams(new URLSearchParams('from=2026-04-01&to=2026-04-10'), today)).toEqual({
      from: '2026-04-01',
      to: '2026-04-10',
    });
    expect(rangeFromParams(new URLSearchParams('from=2026-04-10&to=2026-04-01'), today)).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(presetOf({ from: '2026-05-17', to: '2026-06-15' }, today)).toBe('next_30');
    expect(presetOf({ from: '2026-05-02', to: '2026-05-31' }, today)).toBeNull();
  });

  it('writes percentages with the language’s decimal mark', () => {
    expect(formatPercent(87.5, 'hu')).toBe('87,5%');
    expect(formatPercent(87.5, 'en')).toBe('87.5%');
    expect(formatPercent(100, 'hu')).toBe('100%');
  });

  it('names a chart’s days by the calendar, also on the days the clocks change', () => {
    expect(shortDay('2027-03-28', 'hu')).toBe('03. 28.');
    expect(shortDay('2026-10-25', 'en')).toBe('25 Oct');
    expect(shortDay('2026-12-31', 'en')).toBe('31 Dec');
  });
});
