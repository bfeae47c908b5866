import { describe, expect, it } from 'vitest';
import { formatDate } from '@theatre/i18n';
import { deadlineDay, pageParam, quantityOf, statusParam } from './transfer-order-rules';

describe('the group orders list', () => {
  it('reads its filter and page from the URL, ignoring what it does not know', () => {
    expect(statusParam('paid')).toBe('paid');
    expect(statusParam('refunded')).toBe('');
    expect(statusParam(null)).toBe('');
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('x')).toBe(1);
  });

  it('takes whole quantities from 1 ', () => {
    expect(quantityOf('40')).toBe(40);
    expect(quantityOf(' 2 ')).toBe(2);
    expect(quantityOf('0')).toBeNull();
    expect(quantityOf('1.5')).toBeNull();
    expect(quantityOf('')).toBeNull();
  });
});

describe("a group order's deadline", () => {
  it('is shown as the last day the transfer may arrive, not the midnight after it', () => {
    // 2026-12-07 00:00 in Budapest (UTC+1) ends 6 December.
    expect(formatDate(deadlineDay('2026-12-06T23:00:00.000Z'), 'hu')).toBe('2026. dec. 6.');
    expect(formatDate(deadlineDay('2026-12-06T23:00:00.000Z'), 'en')).toBe('6 Dec 2026');
  });
});
