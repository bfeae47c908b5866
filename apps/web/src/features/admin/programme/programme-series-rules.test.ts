import { describe, expect, it } from 'vitest';
import { copiesBodyOf, seriesBodyOf, weekdayName } from './programme-series-rules';

// The copy form's pure part (decision 0041): Budapest wall-clock times typed, as the API's bodies.

describe('copying a performance to other dates', () => {
  it('reads the typed dates as Budapest time, in order, once each, across the change of the clocks', () => {
    const { body, invalid } = copiesBodyOf([
      '2027-11-01T19:00',
      '',
      '2027-10-30T19:00',
      '2027-10-30T19:00',
      'holnap',
    ]);
    // Summer time on 30 October (UTC+2), winter time on 1 November (UTC+1).
    expect(body.starts_at).toEqual(['2027-10-30T17:00:00.000Z', '2027-11-01T18:00:00.000Z']);
    expect(invalid).toEqual([4]);
  });

  it('sends a weekly pattern with its weekdays in order and no blank or repeated skipped day', () => {
    expect(
      seriesBodyOf(
        {
          from: '2027-10-01',
          to: '2027-11-30',
          weekdays: [7, 5, 5],
          time: ' 19:00 ',
          skip: ['2027-10-31', '', '2027-10-22', '2027-10-31'],
        },
        true,
      ),
    ).toEqual({
      from: '2027-10-01',
      to: '2027-11-30',
      weekdays: [5, 7],
      time: '19:00',
      skip: ['2027-10-22', '2027-10-31'],
      preview: true,
    });
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayName('hu', 1)).toBe('hétfő');
    expect(weekdayName('en', 7)).toBe('Sunday');
  });
});
