import { describe, expect, it } from 'vitest';
import {
  auditFilterErrors,
  auditParamsOf,
  auditSearchOf,
  auditValueText,
  emptyAuditSearch,
  isFiltered,
  isTextChange,
} from './audit-rules';

const words = { locale: 'en', empty: '—', yes: 'yes', no: 'no' } as const;

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

describe('a recorded value as a person reads it', () => {
  it('keeps numbers and words, and says yes, no and nothing', () => {
    expect(auditValueText(4500, words)).toBe('4500');
    expect(auditValueText('Erkély', words)).toBe('Erkély');
    expect(auditValueText(true, words)).toBe('yes');
    expect(auditValueText(false, words)).toBe('no');
    expect(auditValueText(null, words)).toBe('—');
    expect(auditValueText('', words)).toBe('—');
    expect(auditValueText([1, 2], words)).toBe('1, 2');
    expect(auditValueText({ a: 1 }, words)).toBe('{"a":1}');
  });

  it('shows an instant in Budapest time', () => {
    const text = auditValueText('2026-12-01T18:00:00.000Z', words);
    expect(text).toContain('2026');
    expect(text).toContain('19:00');
  });

  it('tells a long text change by its lengths', () => {
    expect(isTextChange({ from_length: 1, to_length: 2 })).toBe(true);
    expect(isTextChange({ from: 1, to: 2 })).toBe(false);
  });
});
