import type { RevenueReport } from '@theatre/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { settleJobs } from '../checkout/checkout-test-kit.js';
import {
  admin,
  boxOfficeSale,
  buyer,
  cartWith,
  cashier,
  db,
  fixedCoupon,
  payOrder,
  range,
  revenueReport,
  salesReport,
  storeOrder,
  world,
} from './reports-test-support.js';

// The exports (orders, tickets, sales, VAT) as XLSX and CSV, read back as a spreadsheet reads
// them, and their figures against the reports screen's.

const download = (path: string, lang: 'hu' | 'en' = 'hu', token = admin.token) =>
  world.t.app.inject({
    method: 'GET',
    url: `/api/admin/exports/${path}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });

async function workbookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** A worksheet's rows as arrays of values (the first cell first). */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('the exports', () => {
  /*
   * One performance with two ticket types (5000 Ft at 27 %, 6000 Ft at 5 %), a fee of 290 Ft a
   * ticket: order A online, 3 × type 1 and 1 × type 2 with a 1000 Ft coupon → 21160; order B at
   * the box office in cash, 2 × type 1 → 10000.
   */
  let eventId: number;
  let orderA: number;
  let orderB: number;

  beforeAll(async () => {
    const show = await createShow(db(), { price: 5000, capacity: 50, techFee: 290, extraTypes: 1 });
    eventId = show.eventId;
    const [type1, type2] = show.typeIds as [number, number];
    await db().updateTable('ticket_types').set({ vat_rate: '5' }).where('id', '=', type2).execute();
    const production = await db()
      .selectFrom('events')
      .select('production_id')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('productions')
      .set({ name: 'Próba; "idézőjelben"', name_en: '=Trial' })
      .where('id', '=', production.production_id)
      .execute();
    const keyA = await cartWith([
      [type1, 3],
      [type2, 1],
    ]);
    const coupon = await fixedCoupon(1000);
    const added = await world.client.call('POST', '/api/coupon/add', {
      body: { coupon_id: coupon, cart_key: keyA },
      token: buyer.token,
    });
    expect(added.status).toBe(200);
    orderA = await storeOrder(keyA);
    await payOrder(orderA);
    orderB = await boxOfficeSale(type1, 2);
    // The receipts are issued by the jobs: their numbers.
    await settleJobs(world);
  });

  it('gives the orders as XLSX: a title row with the date basis, headers, one row per order', async () => {
    const res = await download(`orders?${range()}&date=payment&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /filename="rendelesek-fizetesdatum-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = rowsOf((await workbookOf(res.rawPayload)).worksheets[0]);
    expect(String(rows[0]?.[0])).toMatch(/^Rendelések: .* fizetés dátuma szerint/);
    expect(rows[1]).toEqual([
      'Rendelésszám',
      'Rendelés ideje',
      'Fizetés ideje',
      'Állapot',
      'Csatorna',
      'Vevő neve',
      'Vevő e-mail-címe',
      'Fizetési mód',
      'Jegyek bruttó (Ft)',
      'Kezelési költség (Ft)',
      'Kedvezmény (Ft)',
      'Fizetendő bruttó (Ft)',
      'Visszatérítés',
      'Bizonylatszámok',
    ]);
    const body = rows.slice(2).filter((row) => row[0] === orderA || row[0] === orderB);
    expect(body).toHaveLength(2);
    const a = body.find((row) => row[0] === orderA) ?? [];
    expect(a.slice(3, 5)).toEqual(['Fizetve', 'Online']);
    expect(a.slice(7, 13)).toEqual([
      'Bankkártya (online, SimplePay)',
      21000,
      1160,
      1000,
      21160,
      'Nincs',
    ]);
    expect(a[2]).toBeInstanceOf(Date);
    const b = body.find((row) => row[0] === orderB) ?? [];
    expect(b.slice(3, 5)).toEqual(['Fizetve', 'Pénztár']);
    expect(b[11]).toBe(10000);
    expect(String(b[13])).not.toBe('');
    const sum = body.reduce((all, row) => all + Number(row[11]), 0);
    expect(sum).toBe(31160);
  });

  it('gives CSV as Hungarian Excel opens it: BOM, semicolons, CRLF, quoting', async () => {
    const res = await download(
      `tickets?${range()}&date=performance&format=csv&event_id=${eventId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toContain(`jegyek-eloadasdatum-${eventId}-`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      'Jegykód;Rendelésszám;Vevő neve;Vevő e-mail-címe;Előadás;Kezdés;Jegytípus;Hely;Ár (Ft);Állapot;Belépett;Tiszteletjegy (indok)',
    );
    const tickets = await db()
      .selectFrom('tickets')
      .select('code')
      .where('event_id', '=', eventId)
      .execute();
    expect(lines).toHaveLength(tickets.length + 1);
    const first = lines.find((line) => line.startsWith(`${tickets[0]?.code};`)) ?? '';
    expect(first).toContain(';"Próba; ""idézőjelben""";');
    expect(first).toMatch(/;\d{4}-\d{2}-\d{2} \d{2}:\d{2};/);
    expect(first).toMatch(/;Érvényes;;$/);
  });

  it('follows the caller’s language and defuses a text that would be a formula', async () => {
    const res = await download(`tickets?${range()}&date=performance&format=csv`, 'en');
    const text = res.rawPayload.toString('utf8');
    expect(res.headers['content-disposition']).toContain('filename="tickets-performance-date-');
    expect(text.slice(1).split('\r\n')[0]).toMatch(/^Ticket code;Order number;Buyer name;/);
    expect(text).toContain(";'=Trial;");
  });

  it('gives the sales per channel and production, the sales report’s figures', async () => {
    const res = await download(`sales?${range()}&date=performance`);
    expect(res.statusCode).toBe(200);
    const rows = rowsOf((await workbookOf(res.rawPayload)).worksheets[0]);
    expect(rows[1]).toEqual([
      'Csoportosítás',
      'Megnevezés',
      'Jegyek (db)',
      'Bruttó listaáron (Ft)',
      'Kedvezmény (Ft)',
      'Fizetett bruttó (Ft)',
    ]);
    // A: 15000 + 6000, its coupon 1000; B: 10000 in cash (the seed's sales beside them).
    expect(rows).toContainEqual(['Produkció', 'Próba; "idézőjelben"', 6, 31000, 1000, 30000]);
    const channels = rows.filter((row) => row[0] === 'Csatorna');
    expect(channels.map((row) => row[1])).toEqual(['Online', 'Pénztár']);
    const report = (await salesReport()).body;
    const total = [
      'Összesen',
      undefined,
      report.totals.sold,
      report.totals.gross_revenue,
      report.totals.discount,
      report.totals.paid_gross,
    ];
    // The total, then the complimentary tickets in a row of their own (decision 0045): none here.
    expect(rows.at(-2)).toEqual(total);
    expect(rows.at(-1)?.[2]).toBe(0);
    for (const column of [2, 3, 4, 5]) {
      expect(channels.reduce((all, row) => all + Number(row[column]), 0)).toBe(total[column]);
    }
  });

  it('gives the VAT analysis whose totals are the revenue report’s VAT summary', async () => {
    const res = await download(`vat?${range()}&date=payment`);
    expect(res.statusCode).toBe(200);
    const workbook = await workbookOf(res.rawPayload);
    const rates = rowsOf(workbook.worksheets[0]);
    expect(String(rates[0]?.[0])).toMatch(/^ÁFA-analitika: .* fizetés dátuma szerint/);
    const report: RevenueReport = (await revenueReport()).body;
    expect(report.vat_summary.length).toBeGreaterThan(1);
    expect(rates.slice(2, -1)).toEqual(
      report.vat_summary.map((row) => [
        /^\d+$/.test(row.vat_rate) ? `${row.vat_rate}%` : row.vat_rate,
        row.net,
        row.vat,
        row.gross,
      ]),
    );
    const documents = rowsOf(workbook.worksheets[1]).slice(2);
    const ofA = documents.filter((row) => row[3] === orderA);
    // A mixes 27 % (tickets and fee) and 5 %: one document, a row per rate.
    expect(ofA).toHaveLength(2);
    expect(ofA.every((row) => row[0] === 'Nyugta' && typeof row[1] === 'string')).toBe(true);
    const ofB = documents.find((row) => row[3] === orderB) ?? [];
    expect(ofB.slice(0, 2)).toEqual(['Nyugta', expect.any(String)]);
    expect(ofB[2]).toBeInstanceOf(Date);
    expect(ofA.reduce((all, row) => all + Number(row[7]), 0)).toBe(21160);
    const gross = documents.reduce((all, row) => all + Number(row[7]), 0);
    expect(gross).toBe(report.vat_summary.reduce((all, row) => all + row.gross, 0));
  });

  it('answers 422 per field, translated, for a bad kind, period, basis or format', async () => {
    const kind = await download(`nothing?${range()}`);
    expect(kind.statusCode).toBe(422);
    expect(kind.json<{ errors: Record<string, string[]> }>().errors.kind?.[0]).toContain(
      'Válasszon exportot',
    );
    const query = await download('orders?from=2026-13-01&to=2026-01-01&date=x&format=pdf', 'en');
    expect(query.statusCode).toBe(422);
    const errors = query.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['date', 'format', 'from']);
    expect(errors.format?.[0]).toBe('Choose a format: XLSX or CSV.');
    const order = await download('orders?from=2026-03-02&to=2026-03-01');
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['to']);
  });

  it('is for administrators only', async () => {
    expect((await download(`orders?${range()}`, 'hu', cashier.token)).statusCode).toBe(403);
  });

  it('no longer serves the old sales CSV', async () => {
    const old = await world.t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/sales.csv?${range()}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(old.statusCode).toBe(404);
  });
});
