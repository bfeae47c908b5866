import { describe, expect, it } from 'vitest';
import { initialLocale } from './i18n';

describe('initialLocale', () => {
  it('prefers the remembered choice', () => {
    expect(initialLocale('en', 'hu-HU')).toBe('en');
    expect(initialLocale('hu', 'en-US')).toBe('hu');
  });
  it('ignores a remembered value that is not a locale', () => {
    expect(initialLocale('de', 'hu-HU')).toBe('hu');
    expect(initialLocale(null, 'en-US')).toBe('en');
  });
  it('is Hungarian for a Hungarian browser, English otherwise', () => {
    expect(initialLocale(undefined, 'hu')).toBe('hu');
    expect(initialLocale(undefined, 'hu-HU')).toBe('hu');
    expect(initialLocale(undefined, 'de-DE')).toBe('en');
    expect(initialLocale(undefined, 'en-GB')).toBe('en');
  });
  it('is Hungarian without any browser language', () => {
    expect(initialLocale(undefined, undefined)).toBe('hu');
  });
});
