import { budapestDay } from '@theatre/i18n';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  documentsOf,
  invoicedOrder,
  refundTickets,
  setInvoiceCorrection,
} from '../documents/invoice-correction-test-kit.js';

// The VAT analysis lists a modifying invoice (decision 0052) after its order's invoice, with its
// own number and its negative figures per rate.

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

async function vatDocuments(): Promise<unknown[][]> {
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
  const rows: unknown[][] = [];
  workbook.worksheets[1]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows.slice(2);
}

describe('the VAT export and modifying invoices', () => {
  it('lists each modifying invoice with its negative net, VAT and gross', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'modify')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, {
      buyer: buyer.token,
      admin: admin.token,
    });
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    await refundTickets(world, admin.token, orderId, [ticketIds[1]!]);
    const [original, first, second] = await documentsOf(world, orderId);
    const rows = (await vatDocuments()).filter((row) => row[3] === orderId);
    // The invoice as sold, then each modifying invoice: all three at 27 %.
    expect(rows.map((row) => [row[0], row[1], row[4]])).toEqual([
      ['Számla', original!.number, '27%'],
      ['Módosító számla', first!.number, '27%'],
      ['Módosító számla', second!.number, '27%'],
    ]);
    expect(rows[0]?.[7]).toBe(19_500);
    for (const [row, document] of [
      [rows[1], first],
      [rows[2], second],
    ] as const) {
      const net = document!.content.lines.reduce((sum, line) => sum + line.net, 0);
      const vat = document!.content.lines.reduce((sum, line) => sum + line.vat, 0);
      expect(row?.slice(5)).toEqual([net, vat, -6500]);
      expect(net).toBeLessThan(0);
      expect(vat).toBeLessThan(0);
      expect(row?.[2]).toBeInstanceOf(Date);
    }
    expect(rows.reduce((sum, row) => sum + Number(row[7]), 0)).toBe(6500);
  });
});
