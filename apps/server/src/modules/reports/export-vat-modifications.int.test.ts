import { budapestDay } from '@theatre/i18n';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  cancelOrder,
  documentsOf,
  invoicedOrder,
  refundTickets,
  setInvoiceCorrection,
} from '../documents/invoice-correction-test-kit.js';

// The VAT analysis's third table (decisions 0039, 0052): every correcting document issued in the
// period by its own date — a modifying invoice, a sztornó, the new invoice for what remained —
// with the number of the document it corrects and its figures per rate, then their totals; the
// documents' table keeps the original invoice as sold.

let world: CheckoutWorld;
let buyer: { token: string };
let admin: { token: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

const dayMs = 86_400_000;

/** The VAT export's tables (worksheets) without their title and header rows. */
async function vatTables(): Promise<unknown[][][]> {
  const from = budapestDay(new Date(Date.now() - dayMs));
  const to = budapestDay(new Date(Date.now() + 3 * dayMs));
  const res = await world.t.app.inject({
    method: 'GET',
    url: `/api/admin/exports/vat?from=${from}&to=${to}&date=payment`,
    headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'hu' },
  });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return rows.slice(2);
  });
}

const gross = (rows: readonly unknown[][]) => rows.reduce((sum, row) => sum + Number(row[8]), 0);

describe('the VAT export and the correcting documents', () => {
  it('lists each modifying invoice with the invoice it modifies and its negative figures', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'modify')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, {
      buyer: buyer.token,
      admin: admin.token,
    });
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    await refundTickets(world, admin.token, orderId, [ticketIds[1]!]);
    const [original, first, second] = await documentsOf(world, orderId);
    const [, documents, corrections] = await vatTables();
    // The invoice as sold in the documents' table…
    const sold = documents!.filter((row) => row[3] === orderId);
    expect(sold.map((row) => [row[0], row[1], row[4], row[7]])).toEqual([
      ['Számla', original!.number, '27%', 19_500],
    ]);
    // …each modifying invoice among the corrections, naming it, with its own negative figures.
    const rows = corrections!.filter((row) => row[3] === orderId);
    expect(rows.map((row) => [row[0], row[1], row[4], row[5]])).toEqual([
      ['Módosító számla', first!.number, original!.number, '27%'],
      ['Módosító számla', second!.number, original!.number, '27%'],
    ]);
    for (const [row, document] of [
      [rows[0], first],
      [rows[1], second],
    ] as const) {
      const net = document!.content.lines.reduce((sum, line) => sum + line.net, 0);
      const vat = document!.content.lines.reduce((sum, line) => sum + line.vat, 0);
      expect(row?.slice(6)).toEqual([net, vat, -6500]);
      expect(net).toBeLessThan(0);
      expect(row?.[2]).toBeInstanceOf(Date);
    }
    expect(gross(rows)).toBe(-13_000);
  });

  it('lists a sztornó and the new invoice of a partial refund, and the sztornó of a cancelled order', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'reissue')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, {
      buyer: buyer.token,
      admin: admin.token,
    });
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    const [original, storno, replacement] = await documentsOf(world, orderId);
    expect(storno?.cancels_id).toBe(original?.id);
    expect(replacement?.replaces_id).toBe(original?.id);
    // Then the order is cancelled: the new invoice is cancelled in its turn.
    await cancelOrder(world, admin.token, orderId);
    const last = (await documentsOf(world, orderId)).at(-1);
    expect(last?.cancels_id).toBe(replacement?.id);

    const [, documents, corrections] = await vatTables();
    // A cancelled order is no sale of the period: its documents are only among the corrections.
    expect(documents!.filter((row) => row[3] === orderId)).toEqual([]);
    const rows = corrections!.filter((row) => row[3] === orderId);
    expect(rows.map((row) => [row[0], row[1], row[4]])).toEqual([
      ['Sztornó számla', storno!.number, original!.number],
      ['Új számla (a megmaradt tételekről)', replacement!.number, original!.number],
      ['Sztornó számla', last!.number, replacement!.number],
    ]);
    // Everything was taken back: the original's 19 500 Ft, three times corrected, comes to 0.
    expect(gross(rows)).toBe(-19_500);
    // The totals per rate add up every correction of the period.
    const totals = corrections!.filter((row) => row[0] === 'Összesen');
    expect(totals.length).toBeGreaterThan(0);
    expect(gross(totals)).toBe(gross(corrections!.filter((row) => row[0] !== 'Összesen')));
  });
});
