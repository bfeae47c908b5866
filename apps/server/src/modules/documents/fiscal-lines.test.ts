import { describe, expect, it } from 'vitest';
import {
  discountSharesOf,
  fiscalLinesOf,
  netOf,
  vatLinesOf,
  vatSummaryOf,
  type SoldLine,
} from './fiscal-lines.js';

const ticket = (
  total: number,
  quantity: number,
  vatRate: SoldLine['vatRate'],
  discounted: boolean | null = null,
): SoldLine => ({
  kind: 'ticket',
  name: `Jegy ${vatRate}`,
  quantity,
  unitPrice: total / quantity,
  total,
  vatRate,
  discounted,
});

const fee = (total: number, quantity: number, vatRate: SoldLine['vatRate'] = '27'): SoldLine => ({
  kind: 'fee',
  name: 'Kezelési költség',
  quantity,
  unitPrice: total / quantity,
  total,
  vatRate,
});

/** A coupon's line: its stored rate is the column's default and must not matter. */
const coupon = (amount: number): SoldLine => ({
  kind: 'discount',
  name: 'Kupon',
  quantity: 1,
  unitPrice: -amount,
  total: -amount,
  vatRate: '27',
});

const grossOf = (lines: readonly { gross: number }[]) =>
  lines.reduce((sum, line) => sum + line.gross, 0);

describe('the VAT split of an order', () => {
  it('takes the VAT out of gross prices, rounding to the forint, negatives as positives', () => {
    expect(netOf(5000, '27')).toBe(3937);
    expect(netOf(5000, '18')).toBe(4237);
    expect(netOf(5000, '5')).toBe(4762);
    expect(netOf(5000, 'TAM')).toBe(5000);
    expect(netOf(-5000, '5')).toBe(-4762);
    // 21 / 1.05 = 20: no half here; 2.1 × 10 = 21 Ft at 5 % is 20 net, 1 VAT either way.
    expect(netOf(21, '5')).toBe(20);
    expect(netOf(-21, '5')).toBe(-20);
  });

  it('keeps net + VAT = gross on every line, the fee at its own rate', () => {
    const lines = fiscalLinesOf([ticket(10_000, 2, '18'), fee(580, 2)]);
    for (const line of lines) expect(line.net + line.vat).toBe(line.gross);
    expect(lines.map((line) => [line.vatRate, line.gross, line.net, line.vat])).toEqual([
      ['18', 10_000, 8475, 1525],
      ['27', 580, 457, 123],
    ]);
  });

  it('gives a coupon on 5 % tickets the 5 % rate, whatever its own line says', () => {
    const lines = fiscalLinesOf([ticket(10_000, 2, '5'), fee(580, 2), coupon(1000)]);
    expect(lines.map((line) => [line.name, line.vatRate, line.net, line.vat, line.gross])).toEqual([
      ['Jegy 5', '5', 9524, 476, 10_000],
      ['Kezelési költség', '27', 457, 123, 580],
      ['Kupon', '5', -952, -48, -1000],
    ]);
    expect(grossOf(lines)).toBe(9580);
  });

  it('splits a coupon over mixed 5 % and 27 % tickets in proportion, adding up exactly', () => {
    const sold = [ticket(7000, 1, '27'), ticket(3000, 1, '5'), fee(580, 2), coupon(1001)];
    const lines = vatLinesOf(sold);
    const discounts = lines.filter((line) => line.kind === 'discount');
    // 1001 × 0.7 = 700.7 and 1001 × 0.3 = 300.3: the forint left goes to the larger remainder.
    expect(discounts.map((line) => [line.vatRate, line.gross, line.net, line.vat])).toEqual([
      ['27', -701, -552, -149],
      ['5', -300, -286, -14],
    ]);
    expect(discounts.every((line) => line.source === sold[3])).toBe(true);
    expect(grossOf(lines)).toBe(10_580 - 1001);
    const summary = vatSummaryOf(lines);
    expect(summary).toEqual([
      { vatRate: '27', net: 5512 - 552 + 457, vat: 1488 - 149 + 123, gross: 7000 - 701 + 580 },
      { vatRate: '5', net: 2857 - 286, vat: 143 - 14, gross: 3000 - 300 },
    ]);
    expect(grossOf(summary)).toBe(grossOf(lines));
    for (const row of summary) expect(row.net + row.vat).toBe(row.gross);
  });

  it('reduces only the tickets the coupon applies to', () => {
    const sold = [ticket(6000, 2, '5', false), ticket(4000, 1, '27', true), coupon(1000)];
    const discounts = fiscalLinesOf(sold).filter((line) => line.gross < 0);
    expect(discounts.map((line) => [line.vatRate, line.gross])).toEqual([['27', -1000]]);
    expect(discountSharesOf(sold)).toEqual([0, 1000, 0]);
    // Recorded before the tickets were marked (null): every ticket is reduced, as then.
    const before = [ticket(6000, 2, '5'), ticket(4000, 1, '27'), coupon(1000)];
    expect(discountSharesOf(before)).toEqual([600, 400, 0]);
  });

  it('rounds by the largest remainder, the earlier line first on a tie', () => {
    // 100 over three equal lines: 33.33 each, the forint left goes to the first.
    const sold = [ticket(1000, 1, '27'), ticket(1000, 1, '5'), ticket(1000, 1, '18'), coupon(100)];
    expect(discountSharesOf(sold)).toEqual([34, 33, 33, 0]);
    // 1 forint over 1/3 and 2/3: the larger remainder (2/3) takes it.
    expect(discountSharesOf([ticket(1000, 1, '5'), ticket(2000, 1, '27'), coupon(1)])).toEqual([
      0, 1, 0,
    ]);
    // Shares of many lines still add up to the discount.
    const many = [
      ...Array.from({ length: 7 }, (_, index) =>
        ticket(997 + index * 13, 1, index % 2 ? '5' : '27'),
      ),
      coupon(1234),
    ];
    expect(discountSharesOf(many).reduce((sum, share) => sum + share, 0)).toBe(1234);
    expect(grossOf(fiscalLinesOf(many))).toBe(many.reduce((sum, line) => sum + line.total, 0));
  });

  it('a 100 % coupon leaves the tickets at zero per rate and the fee to pay', () => {
    const sold = [ticket(6000, 2, '5'), ticket(4000, 1, '27'), fee(870, 3), coupon(10_000)];
    const lines = vatLinesOf(sold);
    const summary = vatSummaryOf(lines);
    expect(summary).toEqual([
      { vatRate: '5', net: 0, vat: 0, gross: 0 },
      { vatRate: '27', net: 685, vat: 185, gross: 870 },
    ]);
    expect(grossOf(lines)).toBe(870);
  });

  it('has no discount line for a coupon worth nothing, and none without a coupon', () => {
    expect(fiscalLinesOf([ticket(5000, 1, '5'), coupon(0)])).toHaveLength(1);
    expect(discountSharesOf([ticket(5000, 1, '5')])).toEqual([0]);
  });
});
