import type { FiscalLine, VatRate } from '../../integrations/invoicing/invoicing-service.js';

/** An order line as stored (a snapshot of the cart line), with its VAT rate. */
export interface SoldLine {
  kind: 'ticket' | 'fee' | 'discount';
  name: string;
  quantity: number;
  /** Gross forints. */
  unitPrice: number;
  /** Gross forints; negative for a discount. */
  total: number;
  vatRate: VatRate;
}

/** The VAT rates that are percentages; the others (TAM, AAM, 0) carry no VAT. */
function percentOf(rate: VatRate): number {
  switch (rate) {
    case '27':
      return 27;
    case '18':
      return 18;
    case '5':
      return 5;
    case '0':
    case 'TAM':
    case 'AAM':
      return 0;
  }
}

/** The net part of a gross amount at a rate, rounded to the forint; VAT is the rest. */
export function netOf(gross: number, rate: VatRate): number {
  const percent = percentOf(rate);
  return percent === 0 ? gross : Math.round((gross * 100) / (100 + percent));
}

function fiscalLine(
  name: string,
  quantity: number,
  unitGross: number,
  gross: number,
  rate: VatRate,
): FiscalLine {
  const net = netOf(gross, rate);
  return {
    name,
    quantity,
    unit: 'db',
    vatRate: rate,
    netUnitPrice: netOf(unitGross, rate),
    net,
    vat: gross - net,
    gross,
  };
}

/**
 * Splits a discount over the VAT rates of the tickets it reduces, in proportion to their gross
 * amounts (largest remainder: the parts add up to the discount exactly).
 */
function splitDiscount(discount: number, base: Map<VatRate, number>): Map<VatRate, number> {
  const total = [...base.values()].reduce((sum, value) => sum + value, 0);
  const parts = new Map<VatRate, number>();
  if (total <= 0) return parts;
  const shares = [...base.entries()].map(([rate, amount]) => {
    const exact = (discount * amount) / total;
    return { rate, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = discount - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    const extra = left > 0 ? 1 : 0;
    left -= extra;
    parts.set(share.rate, share.floor + extra);
  }
  return parts;
}

/**
 * The lines of a fiscal document: tickets and fees at their own VAT rates, and the discount
 * (a coupon) split over the rates of the tickets, each part with the VAT it takes back. Every
 * line has net + vat = gross, and the gross amounts add up to what the buyer paid.
 */
export function fiscalLinesOf(lines: readonly SoldLine[]): FiscalLine[] {
  const result: FiscalLine[] = [];
  const ticketBase = new Map<VatRate, number>();
  for (const line of lines) {
    if (line.kind === 'discount') continue;
    result.push(fiscalLine(line.name, line.quantity, line.unitPrice, line.total, line.vatRate));
    if (line.kind === 'ticket') {
      ticketBase.set(line.vatRate, (ticketBase.get(line.vatRate) ?? 0) + line.total);
    }
  }
  for (const line of lines) {
    if (line.kind !== 'discount') continue;
    const parts = splitDiscount(Math.abs(line.total), ticketBase);
    for (const [rate, amount] of parts) {
      if (amount === 0) continue;
      result.push(fiscalLine(line.name, 1, -amount, -amount, rate));
    }
  }
  return result;
}

export interface VatSummaryRow {
  vatRate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

/** Net, VAT and gross per rate (the invoice's summary), in the order the rates first appear. */
export function vatSummaryOf(lines: readonly FiscalLine[]): VatSummaryRow[] {
  const rows = new Map<VatRate, VatSummaryRow>();
  for (const line of lines) {
    const row = rows.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0, gross: 0 };
    row.net += line.net;
    row.vat += line.vat;
    row.gross += line.gross;
    rows.set(line.vatRate, row);
  }
  return [...rows.values()];
}
