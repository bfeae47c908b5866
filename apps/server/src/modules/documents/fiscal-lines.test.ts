import { describe, expect, it } from 'vitest';
import { fiscalLinesOf, netOf, vatSummaryOf, type SoldLine } from './fiscal-lines.js';

const ticket = (total: number, quantity: number, vatRate: SoldLine['vatRate']): SoldLine => ({
  kind: 'ticket',
  name: `Jegy ${vatRate}`,
  quantity,
  unitPrice: total / quantity,
  total,
  vatRate,
});

describe('fiscal lines', () => {
  it('takes the VAT out of gross prices, rounding to the forint', () => {
    expect(netOf(5000, '27')).toBe(3937);
    expect(netOf(5000, '18')).toBe(4237);
    expect(netOf(5000, '5')).toBe(4762);
    expect(netOf(5000, 'TAM')).toBe(5000);
  });

  it('keeps net + vat = gross on every line, fees at their own rate', () => {
    const lines = fiscalLinesOf([
      ticket(10_000, 2, '18'),
      {
        kind: 'fee',
        name: 'Kezelési költség',
        quantity: 2,
        unitPrice: 290,
        total: 580,
        vatRate: '27',
      },
    ]);
    for (const line of lines) expect(line.net + line.vat).toBe(line.gross);
    expect(lines.map((line) => [line.vatRate, line.gross, line.vat])).toEqual([
      ['18', 10_000, 1525],
      ['27', 580, 123],
    ]);
  });

  it('splits a discount over the ticket rates so that the parts add up exactly', () => {
    const lines = fiscalLinesOf([
      ticket(7000, 1, '27'),
      ticket(3000, 1, '18'),
      {
        kind: 'discount',
        name: 'Kupon',
        quantity: 1,
        unitPrice: -1001,
        total: -1001,
        vatRate: '27',
      },
    ]);
    const discounts = lines.filter((line) => line.gross < 0);
    expect(discounts.map((line) => [line.vatRate, line.gross])).toEqual([
      ['27', -701],
      ['18', -300],
    ]);
    const paid = lines.reduce((sum, line) => sum + line.gross, 0);
    expect(paid).toBe(10_000 - 1001);
    const summary = vatSummaryOf(lines);
    expect(summary.reduce((sum, row) => sum + row.gross, 0)).toBe(paid);
    for (const row of summary) expect(row.net + row.vat).toBe(row.gross);
  });
});
