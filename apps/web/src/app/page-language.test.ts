import { describe, expect, it } from 'vitest';
import { addressInLocale, startLocale } from './page-language';

const chrome =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the language to start in', () => {
  it('is English at an English address, whatever else', () => {
    expect(startLocale('/en/events/x', 'hu', 'hu-HU', chrome)).toBe('en');
    expect(startLocale('/en/', null, 'hu', googlebot)).toBe('en');
  });

  it('at the root: the remembered choice, else the browser’s language (docs/product.md §1)', () => {
    expect(startLocale('/events/x', 'en', 'hu-HU', chrome)).toBe('en');
    expect(startLocale('/events/x', 'hu', 'de-DE', chrome)).toBe('hu');
    expect(startLocale('/events/x', null, 'hu-HU', chrome)).toBe('hu');
    expect(startLocale('/events/x', null, 'de-DE', chrome)).toBe('en');
  });

  it('is the address’s own for a crawler, which must see the Hungarian pages', () => {
    expect(startLocale('/events/x', null, 'en-US', googlebot)).toBe('hu');
    expect(startLocale('/', null, 'en-US', 'facebookexternalhit/1.1')).toBe('hu');
  });
});

describe('the address of a page in a language', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('moves between the root and /en, keeping the query and the fragment', () => {
    expect(addressInLocale(at('/events/x', '?a=1', '#t'), 'en')).toBe('/en/events/x?a=1#t');
    expect(addressInLocale(at('/en/events/x', '?a=1'), 'hu')).toBe('/events/x?a=1');
    expect(addressInLocale(at('/'), 'en')).toBe('/en/');
    expect(addressInLocale(at('/en/'), 'hu')).toBe('/');
  });

  it('is null where the page already is', () => {
    expect(addressInLocale(at('/events/x'), 'hu')).toBeNull();
    expect(addressInLocale(at('/en/cart'), 'en')).toBeNull();
    expect(addressInLocale(at('/en'), 'en')).toBeNull();
  });

  it('keeps the back office at its one address', () => {
    expect(addressInLocale(at('/admin/orders'), 'en')).toBeNull();
    expect(addressInLocale(at('/en/admin/orders', '?q=1'), 'en')).toBe('/admin/orders?q=1');
  });
});
