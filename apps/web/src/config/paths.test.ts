import { describe, expect, it } from 'vitest';
import { paths, routePatterns, safeReturnTo } from './paths';

describe('paths', () => {
  it('builds links that match the route patterns', () => {
    expect(paths.home()).toBe(routePatterns.home);
    expect(paths.event('bank-ban')).toBe('/events/bank-ban');
    expect(paths.eventInfo('bank-ban')).toBe('/events/bank-ban/info');
    expect(paths.preview('abc123')).toBe('/preview/abc123');
    expect(paths.document(12)).toBe('/documents/12');
    expect(paths.login()).toBe(routePatterns.login);
    expect(paths.register()).toBe(routePatterns.register);
    expect(paths.magicLink()).toBe(routePatterns.magicLink);
    expect(paths.forgotPassword()).toBe(routePatterns.forgotPassword);
    expect(paths.profile()).toBe(routePatterns.profile);
    expect(paths.resetPassword('abc_-1')).toBe('/reset-password/abc_-1');
    expect(paths.verifyEmail(7, 'tok')).toBe('/verify-email/7/tok');
    expect(paths.paymentPending(41)).toBe(`${routePatterns.paymentPending}?order=41`);
    expect(paths.paymentSuccess(41)).toBe(`${routePatterns.paymentSuccess}?order=41`);
    expect(routePatterns.paymentReturn).toBe('/payment/return');
  });

  it('keeps the page to return to after signing in', () => {
    expect(paths.login('/profile')).toBe('/login?next=%2Fprofile');
    expect(paths.login('/events/liliom?x=1')).toBe('/login?next=%2Fevents%2Fliliom%3Fx%3D1');
    expect(paths.login(null)).toBe('/login');
    expect(paths.register('/cart')).toBe('/register?next=%2Fcart');
    expect(paths.register('https://elsewhere.example')).toBe('/register');
    expect(paths.register()).toBe('/register');
  });

  it('accepts only paths of this app as the page to return to', () => {
    expect(safeReturnTo('/profile')).toBe('/profile');
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/cart?step=2#x')).toBe('/cart?step=2#x');
    for (const unsafe of [
      'https://evil.example',
      '//evil.example/profile',
      '/\\evil.example',
      'profile',
      '',
      null,
      undefined,
      '/pro\nfile',
    ]) {
      expect(safeReturnTo(unsafe)).toBeNull();
    }
  });

  it('never returns to a sign-in page', () => {
    expect(safeReturnTo('/login')).toBeNull();
    expect(safeReturnTo('/login?next=/profile')).toBeNull();
    expect(safeReturnTo('/verify-email/1/abc')).toBeNull();
    expect(safeReturnTo('/reset-password/abc')).toBeNull();
    expect(safeReturnTo('/magic-link?token=x')).toBeNull();
    expect(safeReturnTo('/registered-users')).toBe('/registered-users');
  });

  it('encodes unsafe characters', () => {
    expect(paths.event('a b/c')).toBe('/events/a%20b%2Fc');
  });
});
