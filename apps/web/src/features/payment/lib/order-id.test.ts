import { describe, expect, it } from 'vitest';
import { orderIdParam } from './order-id';

describe('the order id of a payment page', () => {
  it('accepts a positive whole number', () => {
    expect(orderIdParam('41')).toBe(41);
    expect(orderIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const value of [null, '', '0', '-1', '01', '1.5', '4e2', ' 41', '41x', '2147483648']) {
      expect(orderIdParam(value)).toBeNull();
    }
  });
});
