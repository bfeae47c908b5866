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

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/reset-password')).toBe('/api/reset-password');
    expect(redactUrl('/api/events/12?search=liliom')).toBe('/api/events/12?search=liliom');
  });
});
