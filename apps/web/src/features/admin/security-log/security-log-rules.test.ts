import { describe, expect, it } from 'vitest';
import {
  emptySecurityLogSearch,
  isFiltered,
  securityLogFilterErrors,
  securityLogParamsOf,
  securityLogSearchOf,
} from './security-log-rules';

describe('the security log’s filters', () => {
  it('are read from the address, anything malformed left out', () => {
    const search = securityLogSearchOf(
      new URLSearchParams(
        'type=sign_in_password&who=%20eva%20&ip=x;1&outcome=maybe&from=2026-01-05&to=soon&page=3',
      ),
    );
    expect(search).toEqual({
      ...emptySecurityLogSearch,
      type: 'sign_in_password',
      who: 'eva',
      from: '2026-01-05',
      page: 3,
    });
    expect(securityLogSearchOf(new URLSearchParams('type=teleport&page=-1'))).toEqual(
      emptySecurityLogSearch,
    );
  });

  it('are written back to the address, empty ones left out', () => {
    const search = { ...emptySecurityLogSearch, outcome: 'failure' as const, ip: '10.0.', page: 2 };
    expect(securityLogParamsOf(search).toString()).toBe('ip=10.0.&outcome=failure&page=2');
    expect(isFiltered(search)).toBe(true);
    expect(isFiltered({ ...emptySecurityLogSearch, page: 4 })).toBe(false);
  });

  it('say a malformed address and a last day before the first', () => {
    expect(securityLogFilterErrors({ ip: '10.0.0.1', from: '', to: '' })).toEqual({});
    expect(securityLogFilterErrors({ ip: 'a b', from: '2026-02-02', to: '2026-02-01' })).toEqual({
      ip: 'ip_invalid',
      to: 'date_order',
    });
  });
});
