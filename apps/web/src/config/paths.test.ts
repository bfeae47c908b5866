import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds links that match the route patterns', () => {
    expect(paths.home()).toBe(routePatterns.home);
    expect(paths.event('bank-ban')).toBe('/events/bank-ban');
    expect(paths.eventInfo('bank-ban')).toBe('/events/bank-ban/info');
    expect(paths.preview('abc123')).toBe('/preview/abc123');
    expect(paths.document(12)).toBe('/documents/12');
    expect(paths.login()).toBe(routePatterns.login);
  });

  it('encodes unsafe characters', () => {
    expect(paths.event('a b/c')).toBe('/events/a%20b%2Fc');
  });
});
