import type { FiscalLine } from '../../integrations/invoicing/invoicing-service.js';

/*
 * The lines of a modifying invoice (módosító számla, decision 0052), pure. What it takes back is
 * a negative quantity of what was sold at the same unit price, so net, VAT and gross are negative
 * (a discount taken back is positive); every line keeps net + VAT = gross.
 */

/** The lines taken back: each line of what is taken back with its quantity and amounts negated. */
export function takenBack(lines: readonly FiscalLine[]): FiscalLine[] {
  return lines.map((line) => ({
    ...line,
    quantity: -line.quantity,
    net: -line.net,
    vat: -line.vat,
    gross: -line.gross,
  }));
}

/**
 * What remains of an invoice after its modifying invoices: its lines and theirs summed per item
 * and rate. A line whose unit price is the same on every document keeps it (the quantities sum);
 * otherwise (a discount, split anew for each refund) it becomes one line of quantity 1. Lines
 * that come to nothing are left out. Taken back, this brings the invoice to zero per line and
 * per rate.
 */
export function remainderOf(documents: readonly (readonly FiscalLine[])[]): FiscalLine[] {
  const groups = new Map<string, FiscalLine[]>();
  for (const line of documents.flat()) {
    const key = `${line.vatRate}\u0000${line.name}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const rest: FiscalLine[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    const sum = (key: 'quantity' | 'net' | 'vat' | 'gross') =>
      group.reduce((all, line) => all + line[key], 0);
    const samePrice = group.every((line) => line.netUnitPrice === first.netUnitPrice);
    const line: FiscalLine = {
      ...first,
      quantity: samePrice ? sum('quantity') : 1,
      netUnitPrice: samePrice ? first.netUnitPrice : sum('net'),
      net: sum('net'),
      vat: sum('vat'),
      gross: sum('gross'),
    };
    if (line.quantity !== 0 && (line.net !== 0 || line.gross !== 0)) rest.push(line);
  }
  return rest;
}
