import { describe, expect, it } from 'vitest';
import {
  auditFilterErrors,
  auditParamsOf,
  auditSearchOf,
  emptyAuditSearch,
  isFiltered,
} from './audit-rules';

describe('the audit trail filters in the address', () => {
  it('reads the filters, leaving out what is malformed', () => {
    const search = auditSearchOf(
      new URLSearchParams(
        'who=Kovács&entity=coupon&action=Ticket_Type&from=2026-11-01&to=x&page=3',
      ),
    );
    expect(search).toEqual({
      who: 'Kovács',
      entity: 'coupon',
      action: 'ticket_type',
      from: '2026-11-01',
      to: '',
      page: 3,
    });
    expect(auditSearchOf(new URLSearchParams('entity=nope&page=-2&action=a%20b'))).toEqual(
      emptyAuditSearch,
    );
  });

  it('writes them back, empty ones left out, and knows when something is filtered', () => {
    const search = { ...emptyAuditSearch, who: ' 12 ', action: 'coupon', page: 2 };
    expect(auditParamsOf(search).toString()).toBe('who=12&action=coupon&page=2');
    expect(auditParamsOf(emptyAuditSearch).toString()).toBe('');
    expect(isFiltered(emptyAuditSearch)).toBe(false);
    expect(isFiltered({ ...emptyAuditSearch, from: '2026-11-01' })).toBe(true);
  });

  it('says what is wrong with typed filters', () => {
    expect(auditFilterErrors({ action: 'Bad action', from: '', to: '' })).toEqual({
      action: 'action_invalid',
    });
    expect(auditFilterErrors({ action: '', from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: 'date_order',
    });
    expect(auditFilterErrors({ action: 'coupon.', from: '2026-11-01', to: '2026-11-01' })).toEqual(
      {},
    );
  });
});
