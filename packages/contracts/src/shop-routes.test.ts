import { describe, expect, it } from 'vitest';
import { isAppPage } from './shop-routes.js';

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
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
