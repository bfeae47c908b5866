import { describe, expect, it } from 'vitest';
import { sectionsFor } from '../shared/admin-sections';
import {
  apiQuery,
  changedSearch,
  emptyOrderSearch,
  isFiltered,
  paramsFromSearch,
  searchFromParams,
  searchString,
} from './order-search';

describe('the order search in the address', () => {
  it('reads every part of a shared link', () => {
    expect(
      searchFromParams(new URLSearchParams('q=Kiss%20Anna&event=12&status=paid&page=3')),
    ).toEqual({ q: 'Kiss Anna', eventId: 12, status: 'paid', page: 3 });
  });

  it('leaves out what a hand-edited link got wrong', () => {
    expect(searchFromParams(new URLSearchParams('event=abc&status=refunded&page=0'))).toEqual(
      emptyOrderSearch,
    );
    expect(searchFromParams(new URLSearchParams('event=-4&page=1.5')).eventId).toBeNull();
    expect(searchFromParams(new URLSearchParams('page=9999999999')).page).toBe(1);
    expect(searchFromParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes only what differs from the empty search, and reads it back the same', () => {
    expect(paramsFromSearch(emptyOrderSearch).toString()).toBe('');
    const search = { q: '  anna@example.com ', eventId: 7, status: 'cancelled', page: 2 } as const;
    const params = paramsFromSearch(search);
    expect(params.toString()).toBe('q=anna%40example.com&event=7&status=cancelled&page=2');
    expect(searchFromParams(params)).toEqual({ ...search, q: 'anna@example.com' });
    expect(searchString({ ...emptyOrderSearch, q: '1042' })).toBe('?q=1042');
    expect(searchString(emptyOrderSearch)).toBe('');
  });

  it('asks the API in its own names, without empty parts', () => {
    expect(apiQuery(emptyOrderSearch)).toEqual({ page: 1 });
    expect(apiQuery({ q: ' T7Q2-XK4M ', eventId: 3, status: 'expired', page: 4 })).toEqual({
      q: 'T7Q2-XK4M',
      event_id: 3,
      status: 'expired',
      page: 4,
    });
  });

  it('starts at the first page when what is searched changes, not when the page does', () => {
    const onPage3 = { ...emptyOrderSearch, q: 'kiss', page: 3 };
    expect(changedSearch(onPage3, { status: 'paid' })).toEqual({
      q: 'kiss',
      eventId: null,
      status: 'paid',
      page: 1,
    });
    expect(changedSearch(onPage3, { page: 4 }).page).toBe(4);
  });

  it('tells a filtered search from the full list', () => {
    expect(isFiltered(emptyOrderSearch)).toBe(false);
    expect(isFiltered({ ...emptyOrderSearch, q: '   ' })).toBe(false);
    expect(isFiltered({ ...emptyOrderSearch, page: 2 })).toBe(false);
    expect(isFiltered({ ...emptyOrderSearch, eventId: 1 })).toBe(true);
    expect(isFiltered({ ...emptyOrderSearch, status: 'paid' })).toBe(true);
  });
});

describe('the orders menu entry', () => {
  it('is open to the roles that look orders up, not to the door', () => {
    for (const role of ['administrator', 'box_office', 'accountant', 'customer_service'] as const)
      expect(sectionsFor({ roles: [role] }).map((section) => section.label)).toContain('orders');
    expect(sectionsFor({ roles: ['door'] }).map((section) => section.label)).not.toContain(
      'orders',
    );
  });
});
