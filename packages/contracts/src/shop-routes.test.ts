import { describe, expect, it } from 'vitest';
import { isAppPage, localizedPath, matchShopPage, pageLocaleOf } from './shop-routes.js';

describe('the app’s pages', () => {
  it('are the shop’s routes, matched as the router matches them, and the back office', () => {
    for (const path of [
      '/',
      '/events/bank-ban',
      '/events/12/info',
      '/EVENTS/bank-ban/',
      '/reset-password/abc',
      '/verify-email/7/tok',
      '/payment/return',
      '/admin',
      '/admin/orders/12',
      '/en',
      '/en/',
      '/en/events/bank-ban',
      '/EN/cart',
      '/en/admin/orders/12',
    ]) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('are not an unknown address, a missing or an extra segment', () => {
    for (const path of [
      '/nope',
      '/events',
      '/events/a/b',
      '/verify-email/7',
      '/cart//',
      '/administrator',
      '/en/nope',
      '/en/en/cart',
      '/english',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});

describe('addresses per language (decision 0061)', () => {
  it('read the language from the /en prefix, Hungarian at the root', () => {
    expect(pageLocaleOf('/')).toEqual({ locale: 'hu', path: '/' });
    expect(pageLocaleOf('/events/x')).toEqual({ locale: 'hu', path: '/events/x' });
    expect(pageLocaleOf('/en')).toEqual({ locale: 'en', path: '/' });
    expect(pageLocaleOf('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(pageLocaleOf('/en/events/x')).toEqual({ locale: 'en', path: '/events/x' });
    expect(pageLocaleOf('/english')).toEqual({ locale: 'hu', path: '/english' });
  });

  it('build the address of a page in a language, the inverse of reading it', () => {
    for (const path of ['/', '/events/x', '/cart']) {
      expect(pageLocaleOf(localizedPath(path, 'en'))).toEqual({ locale: 'en', path });
      expect(pageLocaleOf(localizedPath(path, 'hu'))).toEqual({ locale: 'hu', path });
    }
    expect(localizedPath('/', 'en')).toBe('/en/');
  });
});

describe('matching a page', () => {
  it('names the page and its parameters, as typed', () => {
    expect(matchShopPage('/events/Bank-Ban')).toEqual({
      name: 'event',
      params: { id: 'Bank-Ban' },
    });
    expect(matchShopPage('/EVENTS/x/info/')).toEqual({ name: 'eventInfo', params: { id: 'x' } });
    expect(matchShopPage('/')).toEqual({ name: 'home', params: {} });
    expect(matchShopPage('/nope')).toBeNull();
    expect(matchShopPage('/admin')).toBeNull();
  });
});
