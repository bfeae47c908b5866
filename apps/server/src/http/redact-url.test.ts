import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides the tokens of e-mailed links, in pages and API calls', () => {
    expect(redactUrl('/verify-email/12/abcDEF_-123')).toBe('/verify-email/12/[redacted]');
    expect(redactUrl('/api/verify-email/12/abcDEF_-123?lang=en')).toBe(
      '/api/verify-email/12/[redacted]?lang=en',
    );
    expect(redactUrl('/reset-password/abcDEF_-123')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/magic-link?token=abc&lang=hu')).toBe('/magic-link?token=[redacted]&lang=hu');
    expect(redactUrl('/cart?purchase=xyz')).toBe('/cart?purchase=[redacted]');
  });

  it('hides the cart keys of the cart and box-office sale calls', () => {
    const key = 'Ab_-0123456789abcdefghijklmnopqr';
    expect(redactUrl(`/api/cart/${key}`)).toBe('/api/cart/[redacted]');
    expect(redactUrl(`/api/cart/${key}/add`)).toBe('/api/cart/[redacted]/add');
    expect(redactUrl(`/api/cart/get-key/${key}`)).toBe('/api/cart/get-key/[redacted]');
    expect(redactUrl(`/api/sale/${key}/delete?x=1`)).toBe('/api/sale/[redacted]/delete?x=1');
    expect(redactUrl('/api/cart/get-key')).toBe('/api/cart/get-key');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/reset-password')).toBe('/api/reset-password');
    expect(redactUrl('/api/events/12?search=liliom')).toBe('/api/events/12?search=liliom');
  });
});
