import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from './simulator-amounts.js';

describe('amounts', () => {
  it('takes numbers and numeric strings: whole forints, cents for EUR and USD', () => {
    expect(parseAmount('25', 'HUF')).toBe(25);
    expect(parseAmount(25.0, 'HUF')).toBe(25);
    expect(parseAmount(12580, 'HUF')).toBe(12580);
    expect(parseAmount('12.5', 'EUR')).toBe(12.5);
    expect(parseAmount(0.1 + 0.2, 'USD')).toBe(0.3);
  });

  it('refuses zero, negatives, fractions of a forint, three decimals and non-numbers', () => {
    for (const [value, currency] of [
      [0, 'HUF'],
      ['-5', 'HUF'],
      [-5, 'EUR'],
      ['12.5', 'HUF'],
      [12.5, 'HUF'],
      ['1.005', 'EUR'],
      ['1,5', 'EUR'],
      ['1 000', 'HUF'],
      ['', 'HUF'],
      [null, 'HUF'],
      [Number.NaN, 'EUR'],
      [Number.POSITIVE_INFINITY, 'EUR'],
      [true, 'HUF'],
    ] as const) {
      expect(parseAmount(value, currency), `${String(value)} ${currency}`).toBeUndefined();
    }
  });

  it('shows forints Hungarian style in every language', () => {
    expect(formatAmount(12580, 'HUF', true)).toBe('12 580 Ft');
    expect(formatAmount(12580, 'HUF', false)).toBe('12 580 Ft');
    expect(formatAmount(1234567, 'HUF', true)).toBe('1 234 567 Ft');
    expect(formatAmount(990, 'HUF', true)).toBe('990 Ft');
    expect(formatAmount(12580.5, 'EUR', true)).toBe('12 580,50 EUR');
    expect(formatAmount(12580.5, 'EUR', false)).toBe('12,580.50 EUR');
  });
});
