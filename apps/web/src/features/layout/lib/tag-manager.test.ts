import { describe, expect, it } from 'vitest';
import { tagManagerScript } from './tag-manager';

describe('tagManagerScript', () => {
  it('loads Tag Manager for a GTM container', () => {
    expect(tagManagerScript('GTM-ABC123')).toEqual({
      kind: 'gtm',
      id: 'GTM-ABC123',
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    });
  });
  it('loads gtag.js for a measurement id', () => {
    expect(tagManagerScript('G-XYZ7890')?.kind).toBe('gtag');
  });
  it('loads nothing without a valid tag', () => {
    expect(tagManagerScript(null)).toBeNull();
    expect(tagManagerScript('')).toBeNull();
    expect(tagManagerScript('GTM-"><script>')).toBeNull();
  });
});
