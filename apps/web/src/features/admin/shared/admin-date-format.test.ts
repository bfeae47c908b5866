import { describe, expect, it } from 'vitest';
import { formDateTimeOf, parseAdminDate, pickerDateTimeOf, withTimeOf } from './admin-date-format';

describe('parseAdminDate', () => {
  it('reads a day in the Hungarian, the English and the ISO shape', () => {
    expect(parseAdminDate('2026. 12. 03.', false)).toBe('2026-12-03');
    expect(parseAdminDate('2026.12.3', false)).toBe('2026-12-03');
    expect(parseAdminDate('3 Dec 2026', false)).toBe('2026-12-03');
    expect(parseAdminDate(' 3 december 2026 ', false)).toBe('2026-12-03');
    expect(parseAdminDate('2026-12-03', false)).toBe('2026-12-03');
  });

  it('says nothing of what is not (yet) a day', () => {
    expect(parseAdminDate('2026. 12.', false)).toBeNull();
    expect(parseAdminDate('2026-02-30', false)).toBeNull();
    expect(parseAdminDate('3 Ju 2026', false)).toBeNull();
    expect(parseAdminDate('31 Nov 2026', false)).toBeNull();
    expect(parseAdminDate('', false)).toBeNull();
  });

  it('reads a day and a 24-hour time', () => {
    expect(parseAdminDate('2026. 12. 03. 19:00', true)).toBe('2026-12-03 19:00:00');
    expect(parseAdminDate('3 Dec 2026, 7:05', true)).toBe('2026-12-03 07:05:00');
    expect(parseAdminDate('2026-12-03T19:00', true)).toBe('2026-12-03 19:00:00');
    expect(parseAdminDate('2026-12-03 23:59:00', true)).toBe('2026-12-03 23:59:00');
  });

  it('wants the time in a date-time field and a real one', () => {
    expect(parseAdminDate('2026. 12. 03.', true)).toBeNull();
    expect(parseAdminDate('2026. 12. 03. 24:00', true)).toBeNull();
    expect(parseAdminDate('2026. 12. 03. 19:60', true)).toBeNull();
    expect(parseAdminDate('2026. 12. 03. 19:0', true)).toBeNull();
  });
});

describe('the form and the picker values', () => {
  it('keep the strings the API has always been sent', () => {
    expect(pickerDateTimeOf('2026-12-03T19:00')).toBe('2026-12-03 19:00:00');
    expect(pickerDateTimeOf('')).toBeNull();
    expect(formDateTimeOf('2026-12-03 19:00:00')).toBe('2026-12-03T19:00');
    expect(formDateTimeOf(null)).toBe('');
  });

  it('keep the time when another day is picked', () => {
    expect(withTimeOf('2026-12-05', '2026-12-03 19:30:00')).toBe('2026-12-05 19:30:00');
    expect(withTimeOf('2026-12-05 00:00:00', null)).toBe('2026-12-05 00:00:00');
  });
});
