import { describe, expect, it } from 'vitest';
import { ipSubject } from './ip-subject.js';

describe('ipSubject', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(ipSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(ipSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64', () => {
    expect(ipSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(ipSubject('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipSubject('2001:0db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(ipSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(ipSubject('not-an-ip')).toBe('not-an-ip');
  });
});
