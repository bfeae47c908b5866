import { describe, expect, it } from 'vitest';
import { formatSimplePayTime, parseSimplePayTime } from './simulator-dates.js';

describe('SimplePay times', () => {
  it('reads offsets with and without a colon, and Z', () => {
    const expected = Date.parse('2019-09-09T12:46:18Z');
    expect(parseSimplePayTime('2019-09-09T14:46:18+0200')?.getTime()).toBe(expected);
    expect(parseSimplePayTime('2019-09-09T14:46:18+02:00')?.getTime()).toBe(expected);
    expect(parseSimplePayTime('2019-09-09T12:46:18Z')?.getTime()).toBe(expected);
    expect(parseSimplePayTime('2019-09-09T12:46:18.250Z')?.getTime()).toBe(expected + 250);
    expect(parseSimplePayTime('2019-09-09T09:16:18-03:30')?.getTime()).toBe(expected);
  });

  it('rejects times without an offset, impossible dates and other values', () => {
    for (const text of [
      '2019-09-09T14:46:18',
      '2019-09-09 14:46:18+02:00',
      '2025-02-30T10:00:00+01:00',
      '2025-13-01T10:00:00+01:00',
      '2025-01-01T25:00:00+01:00',
      '',
      12,
      undefined,
    ]) {
      expect(parseSimplePayTime(text), String(text)).toBeUndefined();
    }
  });

  it('writes Budapest local time with its summer and winter offsets', () => {
    expect(formatSimplePayTime(new Date('2019-09-09T12:46:18Z'))).toBe('2019-09-09T14:46:18+02:00');
    expect(formatSimplePayTime(new Date('2019-09-09T12:46:18Z'), { colon: false })).toBe(
      '2019-09-09T14:46:18+0200',
    );
    expect(formatSimplePayTime(new Date('2025-01-15T23:30:05.900Z'))).toBe(
      '2025-01-16T00:30:05+01:00',
    );
    const now = new Date();
    expect(parseSimplePayTime(formatSimplePayTime(now))?.getTime()).toBe(
      Math.floor(now.getTime() / 1000) * 1000,
    );
  });
});
