import { describe, expect, it } from 'vitest';
import { pageParam, quantityOf, statusParam } from './transfer-order-rules';

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
