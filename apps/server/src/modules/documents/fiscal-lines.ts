import type { FiscalLine, VatRate } from '../../integrations/invoicing/invoicing-service.js';

/*
 * The VAT split of an order (decision 0023): the one computation of an order's lines with their
 * VAT rate, net (nettó), VAT (ÁFA) and gross (bruttó). The receipts and invoices (both issuers),
 * the back office's order page and API, and the reports' VAT summary all call it; nothing else
 * computes VAT or splits a discount. Pure.
 *
 * The rules:
 * - Amounts are gross forints, as sold. A line's net is its gross at its rate, rounded to the
 *   forint (half away from zero, so a negative amount rounds as its positive), and its VAT is
 *   the rest: net + VAT = gross on every line.
 * - Tickets carry their ticket type's rate, the technical fee the fee's rate (both copied onto the
 *   order's lines when it was stored).
 * - A discount (a coupon) has no rate of its own: it reduces the tickets it applies to, so it is
 *   split over them in proportion to their gross amounts, and each ticket's share takes back VAT
 *   at that ticket's rate. The shares are whole forints by the largest remainder method: each
 *   line gets the floor of its exact share, and the forints left over go one each to the lines
 *   with the largest remainders (the earlier line first on a tie), so the shares add up to the
 *   discount exactly. The shares of one rate make one discount line at that rate, in the order
 *   the rates first appear among the tickets.
 * - The tickets a coupon applies to are recorded on the order's lines (`discounted`); lines
 *   stored before that was recorded (null) count as reduced, as every ticket was then.
 */

/** An order line as stored (a snapshot of the cart line), with its VAT rate. */
export interface SoldLine {
  kind: 'ticket' | 'fee' | 'discount';
  name: string;
  quantity: number;
  /** Gross forints. */
  unitPrice: number;
  /** Gross forints; negative for a discount. */
  total: number;
  /** The line's rate; a discount's is not used (it takes the rates of the lines it reduces). */
  vatRate: VatRate;
  /** A ticket the order's coupon reduces: true, false, or null when not recorded (reduced). */
  discounted?: boolean | null;
}

/** A line of the split: a ticket or fee line, or the part of a discount at one rate. */
export interface VatLine<T extends SoldLine = SoldLine> extends FiscalLine {
  kind: SoldLine['kind'];
  /** The order line it comes from (a discount's for each of its parts). */
  source: T;
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

/** The net part of a gross amount at a rate, rounded to the forint half away from zero. */
export function netOf(gross: number, rate: VatRate): number {
  const percent = percentOf(rate);
  if (percent === 0) return gross;
  const net = Math.round((Math.abs(gross) * 100) / (100 + percent));
  return gross < 0 ? -net : net;
}

function vatLine<T extends SoldLine>(
  source: T,
  part: { quantity: number; unitGross: number; gross: number; rate: VatRate },
): VatLine<T> {
  const net = netOf(part.gross, part.rate);
  return {
    kind: source.kind,
    source,
    name: source.name,
    quantity: part.quantity,
    unit: 'db',
    vatRate: part.rate,
    netUnitPrice: netOf(part.unitGross, part.rate),
    net,
    vat: part.gross - net,
    gross: part.gross,
  };
}

/**
 * Splits `amount` forints over `weights` in proportion, by the largest remainder (ties: the
 * earlier first). Weights are positive; the parts add up to `amount`.
 */
function largestRemainder(amount: number, weights: readonly number[]): number[] {
  const base = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / base));
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: amount * weight - (parts[index] ?? 0) * base,
  }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  for (const { index } of remainders.sort(
    (a, b) => b.remainder - a.remainder || a.index - b.index,
  )) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The lines a discount reduces: the tickets it applies to; should none of them carry an amount,
 * every ticket; should no ticket, every line with an amount (a discount never exceeds what the
 * lines it reduces cost, so one of these always exists). Indexes into `lines`.
 */
function reducedBy(lines: readonly SoldLine[]): number[] {
  const indexes = (keep: (line: SoldLine) => boolean) =>
    lines.flatMap((line, index) =>
      line.kind !== 'discount' && line.total > 0 && keep(line) ? [index] : [],
    );
  for (const keep of [
    (line: SoldLine) => line.kind === 'ticket' && line.discounted !== false,
    (line: SoldLine) => line.kind === 'ticket',
    () => true,
  ]) {
    const found = indexes(keep);
    if (found.length > 0) return found;
  }
  return [];
}

/** One discount's shares of the lines it reduces, in the order of `reduced`. */
function sharesOf(discount: SoldLine, lines: readonly SoldLine[], reduced: readonly number[]) {
  if (reduced.length === 0) throw new Error('A discount on an order with nothing to reduce');
  return largestRemainder(
    Math.abs(discount.total),
    reduced.map((index) => lines[index]?.total ?? 0),
  );
}

/**
 * Each line's share of the order's discounts (positive forints), by index: a discount split over
 * the tickets it applies to by the largest remainder; 0 for lines it does not reduce and for the
 * discount lines themselves.
 */
export function discountSharesOf(lines: readonly SoldLine[]): number[] {
  const shares = lines.map(() => 0);
  const reduced = reducedBy(lines);
  for (const line of lines) {
    if (line.kind !== 'discount' || line.total === 0) continue;
    const parts = sharesOf(line, lines, reduced);
    reduced.forEach((index, position) => {
      shares[index] = (shares[index] ?? 0) + (parts[position] ?? 0);
    });
  }
  return shares;
}

/**
 * An order's lines with their VAT: the tickets and fees as sold, each at its rate, then each
 * discount as one line per VAT rate of the tickets it reduces, with the VAT it takes back. Every
 * line has net + VAT = gross, and the gross amounts add up to what the order cost.
 */
export function vatLinesOf<T extends SoldLine>(lines: readonly T[]): VatLine<T>[] {
  const result: VatLine<T>[] = [];
  for (const line of lines) {
    if (line.kind === 'discount') continue;
    result.push(
      vatLine(line, {
        quantity: line.quantity,
        unitGross: line.unitPrice,
        gross: line.total,
        rate: line.vatRate,
      }),
    );
  }
  const reduced = reducedBy(lines);
  for (const line of lines) {
    if (line.kind !== 'discount' || line.total === 0) continue;
    const parts = sharesOf(line, lines, reduced);
    const byRate = new Map<VatRate, number>();
    reduced.forEach((index, position) => {
      const rate = lines[index]?.vatRate;
      if (rate) byRate.set(rate, (byRate.get(rate) ?? 0) + (parts[position] ?? 0));
    });
    for (const [rate, amount] of byRate) {
      if (amount === 0) continue;
      result.push(vatLine(line, { quantity: 1, unitGross: -amount, gross: -amount, rate }));
    }
  }
  return result;
}

/** The lines of a fiscal document (receipt, invoice): the split without its sources. */
export function fiscalLinesOf(lines: readonly SoldLine[]): FiscalLine[] {
  return vatLinesOf(lines).map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    vatRate: line.vatRate,
    netUnitPrice: line.netUnitPrice,
    net: line.net,
    vat: line.vat,
    gross: line.gross,
  }));
}

export interface VatSummaryRow {
  vatRate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

/** Net, VAT and gross per rate (the invoice's summary), in the order the rates first appear. */
export function vatSummaryOf(
  lines: readonly Pick<FiscalLine, 'vatRate' | 'net' | 'vat' | 'gross'>[],
): VatSummaryRow[] {
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
