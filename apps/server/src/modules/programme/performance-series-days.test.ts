import { describe, expect, it } from 'vitest';
import { isoWeekday, seriesStarts } from './performance-series-days.js';

// The days of a weekly series (pure): weekdays, skipped days, the original's own start, and the
// Budapest wall-clock time across both changes of the clocks.

describe('a weekly series’ starts', () => {
  it('numbers weekdays from Monday', () => {
    expect(isoWeekday('2027-11-01')).toBe(1);
    expect(isoWeekday('2027-11-07')).toBe(7);
  });

  it('keeps the wall-clock time across the autumn change, without skipped days and the original', () => {
    const result = seriesStarts(
      {
        from: '2027-10-29',
        to: '2027-11-01',
        weekdays: [5, 6, 7, 1],
        time: '19:00',
        skip: ['2027-10-30'],
      },
      new Date('2027-11-01T18:00:00.000Z'),
    );
    expect(result).toEqual({
      starts: [new Date('2027-10-29T17:00:00.000Z'), new Date('2027-10-31T18:00:00.000Z')],
    });
  });

  it('refuses a time the clocks skip, a pattern with no day, and one with too many', () => {
    const base = { from: '2027-03-22', to: '2027-03-28', weekdays: [7], skip: [] };
    expect(seriesStarts({ ...base, time: '02:30' }, null)).toEqual({
      errors: { time: [{ key: 'validation.series_time_skipped', params: { days: '2027-03-28' } }] },
    });
    expect(seriesStarts({ ...base, time: '03:00' }, null)).toEqual({
      starts: [new Date('2027-03-28T01:00:00.000Z')],
    });
    expect(
      seriesStarts({ ...base, time: '19:00', weekdays: [7], skip: ['2027-03-28'] }, null),
    ).toEqual({
      errors: { weekdays: [{ key: 'validation.series_no_day' }] },
    });
    const many = seriesStarts(
      {
        from: '2027-01-01',
        to: '2027-03-02',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '19:00',
        skip: [],
      },
      null,
    );
    expect(many).toEqual({
      errors: { to: [{ key: 'validation.series_too_many', params: { count: 61, max: 60 } }] },
    });
  });
});
