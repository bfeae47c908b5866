import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('security headers computed once', () => {
  it("are helmet's headers for the given options", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('carry HSTS when asked (production)', () => {
    expect(securityHeaders({ hsts: true })['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuse options helmet refuses', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['bad value;'] } } }),
    ).toThrow();
  });
});
