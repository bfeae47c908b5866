import type {
  ClientErrorsReply,
  OrderReply,
  PaymentInitReply,
  PerformanceSales,
  RevenueReport,
  SalesReport,
} from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  payOnPage,
  receiptOrder,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall } from '../orders/orders-test-kit.js';
import type { FiscalContent } from '../documents/fiscal-content.js';
import { vatSummaryOf } from '../documents/fiscal-lines.js';
import { recordOrderDocuments } from '../documents/record-order-documents.js';

let world: CheckoutWorld;
let buyer: { token: string; userId: number };
let admin: { token: string };
let cashier: { token: string };

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;
const dayMs = 86_400_000;
const today = () => budapestDay(new Date());
const dayAfter = (days: number) => budapestDay(new Date(Date.now() + days * dayMs));
const range = () => `from=${budapestDay(new Date(Date.now() - dayMs))}&to=${dayAfter(3)}`;

/** A cart with these ticket types and quantities, as the buyer fills it. */
async function cartWith(lines: [number, number][], token = buyer.token): Promise<string> {
  const key = await world.client.newKey();
  for (const [typeId, quantity] of lines) {
    for (let index = 0; index < quantity; index += 1) {
      const added = await world.client.add(key, typeId, token);
      if (added.status !== 200) throw new Error(`add answered ${added.status}`);
    }
  }
  return key;
}

async function storeOrder(key: string, token = buyer.token): Promise<number> {
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  return stored.body.id;
}

/** Pays an order by card on the simulator's page; its IPN makes it paid. */
async function payOrder(orderId: number, token = buyer.token): Promise<void> {
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${orderId}`, {
    token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  const row = await orderRow(orderId);
  if (row.status !== 'paid') throw new Error(`order ${orderId} is ${row.status}`);
}

const orderRow = (orderId: number) =>
  db()
    .selectFrom('orders')
    .select(['status', 'total', 'discount', 'fee_total', 'ticket_total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/** A box-office sale paid in cash, recorded as a sale is: the order, its line, the sold count. */
async function boxOfficeSale(typeId: number, quantity: number): Promise<number> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const type = await trx
        .selectFrom('ticket_types as t')
        .innerJoin('events as e', 'e.id', 't.event_id')
        .innerJoin('productions as p', 'p.id', 'e.production_id')
        .select([
          't.price',
          't.name',
          't.name_en',
          'e.id as event_id',
          'e.starts_at',
          'p.name as event_name',
          'p.name_en as event_name_en',
        ])
        .where('t.id', '=', typeId)
        .executeTakeFirstOrThrow();
      const total = type.price * quantity;
      const { id } = await trx
        .insertInto('orders')
        .values({
          buyer_name: 'Pénztári vásárló',
          buyer_email: '',
          status: 'paid',
          payment_status: 1,
          payment_method: 1,
          channel: 'box_office',
          ticket_total: total,
          total,
          paid_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values({
          order_id: id,
          ticket_type_id: typeId,
          kind: 'ticket',
          name: type.name,
          name_en: type.name_en,
          event_id: type.event_id,
          event_name: type.event_name,
          event_name_en: type.event_name_en,
          event_start: type.starts_at,
          quantity,
          unit_price: type.price,
          total,
        })
        .execute();
      await trx
        .updateTable('ticket_types')
        .set({ sold: sql`sold + ${quantity}` })
        .where('id', '=', typeId)
        .execute();
      await recordOrderDocuments(trx, { issuer: 'builtin' }, id, new Date());
      return id;
    });
}

async function fixedCoupon(value: number): Promise<string> {
  const code = `RIPORT${Date.now().toString(36).toUpperCase()}`;
  await db()
    .insertInto('coupons')
    .values({ code, name: 'Riport kupon', name_en: 'Report coupon', kind: 'fixed', value })
    .execute();
  return code;
}

const salesReport = async (query = range(), token = admin.token) =>
  adminCall<SalesReport & { errors?: Record<string, string[]> }>(
    world,
    'GET',
    `/api/admin/reports/sales?${query}`,
    token,
  );
const revenueReport = async (query = range()) =>
  adminCall<RevenueReport>(world, 'GET', `/api/admin/reports/revenue?${query}`, admin.token);

describe('the reports', () => {
  /*
   * One performance with two ticket types (5000 and 6000 Ft, 50 seats each, a fee of 290 Ft a
   * ticket), and its orders:
   * A online, paid: 3 × type 1 and 1 × type 2, a 1000 Ft coupon → 21000 + 1160 − 1000 = 21160;
   * B box office, cash: 2 × type 1 → 10000;
   * C online, paid, then cancelled with a refund → left out;
   * D online, stored and not paid: 2 × type 1 held;
   * E a cart: 1 × type 2 held;
   * F online, paid: 1 × type 1 → 5290, then paid a second time and that payment given back.
   */
  let eventId: number;
  let type1: number;
  let type2: number;
  let before: RevenueReport;
  let orderA: number;
  let orderB: number;
  let orderF: number;

  beforeAll(async () => {
    before = (await revenueReport()).body;
    const show = await createShow(db(), { price: 5000, capacity: 50, techFee: 290, extraTypes: 1 });
    eventId = show.eventId;
    [type1, type2] = show.typeIds as [number, number];
    // Type 2 at 5 % VAT: order A mixes rates, and its coupon is split over both.
    await db().updateTable('ticket_types').set({ vat_rate: '5' }).where('id', '=', type2).execute();

    const keyA = await cartWith([
      [type1, 3],
      [type2, 1],
    ]);
    const coupon = await fixedCoupon(1000);
    const couponAdded = await world.client.call('POST', '/api/coupon/add', {
      body: { coupon_id: coupon, cart_key: keyA },
      token: buyer.token,
    });
    expect(couponAdded.status).toBe(200);
    orderA = await storeOrder(keyA);
    await payOrder(orderA);
    expect(await orderRow(orderA)).toMatchObject({
      ticket_total: 21000,
      fee_total: 1160,
      discount: 1000,
      total: 21160,
    });

    orderB = await boxOfficeSale(type1, 2);

    const orderC = await storeOrder(await cartWith([[type2, 1]]));
    await payOrder(orderC);
    const cancelled = await adminCall(
      world,
      'POST',
      `/api/admin/orders/${orderC}/cancel`,
      admin.token,
      {
        body: { reason: 'A vevő kérésére', refund: true },
      },
    );
    expect(cancelled.status).toBe(200);

    await storeOrder(await cartWith([[type1, 2]]));
    await cartWith([[type2, 1]]);

    orderF = await storeOrder(await cartWith([[type1, 1]]));
    await payOrder(orderF);
    // A second payment of the paid order, and its refund, as applyPaymentResult and the refund
    // job record them (`already_paid`).
    const payment = await db()
      .insertInto('payments')
      .values({
        order_id: orderF,
        order_ref: `riport-${orderF}-2`,
        merchant: 'TESZTSZINHAZHUF',
        currency: 'HUF',
        total: 5290,
        status: 'refunded',
        timeout_at: new Date(),
        finished_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('refunds')
      .values({
        order_id: orderF,
        payment_id: payment.id,
        amount: 5290,
        reason: 'already_paid',
        status: 'done',
        done_at: new Date(),
      })
      .execute();
  });

  const performanceOf = (report: SalesReport): PerformanceSales => {
    const found = report.performances.find((performance) => performance.event_id === eventId);
    if (!found) throw new Error(`performance ${eventId} is not in the report`);
    return found;
  };

  it('counts sales, holds, occupancy and revenue per ticket type from the paid orders', async () => {
    const reply = await salesReport();
    expect(reply.status).toBe(200);
    const performance = performanceOf(reply.body);
    expect(performance.ticket_types).toEqual([
      {
        ticket_type_id: type1,
        name: 'Jegy 1',
        name_en: 'Ticket 1',
        price: 5000,
        capacity: 50,
        sold: 6,
        held: 2,
        occupancy_percent: 12,
        gross_revenue: 30000,
        // Order A's 1000 Ft split over its tickets: 15000 / 21000 of it, rounded (714.29).
        discount: 714,
        net_revenue: 29286,
      },
      {
        ticket_type_id: type2,
        name: 'Jegy 2',
        name_en: 'Ticket 2',
        price: 6000,
        capacity: 50,
        sold: 1,
        held: 1,
        occupancy_percent: 2,
        gross_revenue: 6000,
        // The rest of it (285.71, the larger remainder takes the forint left over).
        discount: 286,
        net_revenue: 5714,
      },
    ]);
    expect(performance).toMatchObject({
      capacity: 100,
      sold: 7,
      held: 3,
      occupancy_percent: 7,
      gross_revenue: 36000,
      discount: 1000,
      net_revenue: 35000,
      published: true,
    });
    // What the shop counts as sold agrees (the cancelled order's ticket went back on sale).
    const counters = await db()
      .selectFrom('ticket_types')
      .select(['id', 'sold'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    expect(counters.map((row) => row.sold)).toEqual([6, 1]);
  });

  it('adds the performances up, and leaves out performances outside the range', async () => {
    const report = (await salesReport()).body;
    const sum = (pick: (p: PerformanceSales) => number) =>
      report.performances.reduce((total, performance) => total + pick(performance), 0);
    expect(report.totals.performances).toBe(report.performances.length);
    expect(report.totals.sold).toBe(sum((p) => p.sold));
    expect(report.totals.net_revenue).toBe(sum((p) => p.net_revenue));
    expect(report.totals.capacity).toBe(sum((p) => p.capacity));
    const starts = report.performances.map((p) => p.starts_at);
    expect([...starts].sort()).toEqual(starts);

    const earlier = (await salesReport(`from=${dayAfter(-30)}&to=${dayAfter(-20)}`)).body;
    expect(earlier.performances.some((p) => p.event_id === eventId)).toBe(false);
  });

  it('gives the money per day and channel, net of refunds, without the cancelled order', async () => {
    const reply = await revenueReport();
    expect(reply.status).toBe(200);
    const after = reply.body;
    const delta = (pick: (report: RevenueReport) => number) => pick(after) - pick(before);
    // Online: A (21160) and F (5290, paid twice, once given back); C is left out.
    expect(delta((r) => r.totals.online.orders)).toBe(2);
    expect(delta((r) => r.totals.online.received)).toBe(21160 + 5290 + 5290);
    expect(delta((r) => r.totals.online.refunded)).toBe(5290);
    expect(delta((r) => r.totals.online.net)).toBe(21160 + 5290);
    // The box office: B, in cash.
    expect(delta((r) => r.totals.box_office.orders)).toBe(1);
    expect(delta((r) => r.totals.box_office.received)).toBe(10000);
    expect(delta((r) => r.totals.box_office.net)).toBe(10000);
    expect(delta((r) => r.totals.net)).toBe(21160 + 5290 + 10000);
    expect(delta((r) => r.totals.tickets)).toBe(4 + 2 + 1);
    // Every day of the range, in order; today's has the sales.
    expect(after.days.map((day) => day.day)).toEqual(before.days.map((day) => day.day));
    expect(after.days).toHaveLength(5);
    const todayAfter = after.days.find((day) => day.day === today());
    const todayBefore = before.days.find((day) => day.day === today());
    expect((todayAfter?.online_net ?? 0) - (todayBefore?.online_net ?? 0)).toBe(26450);
    expect((todayAfter?.box_office_net ?? 0) - (todayBefore?.box_office_net ?? 0)).toBe(10000);
    for (const day of after.days) {
      expect(day.net).toBe(day.received - day.refunded);
      expect(day.net).toBe(day.online_net + day.box_office_net);
    }
  });

  it('gives the VAT summary of the orders paid, as their receipts have it', async () => {
    const after = (await revenueReport()).body;
    const byRate = (report: RevenueReport) =>
      new Map(report.vat_summary.map((row) => [row.vat_rate, row]));
    const [now, then] = [byRate(after), byRate(before)];
    const delta = (rate: string, key: 'net' | 'vat' | 'gross') =>
      (now.get(rate)?.[key] ?? 0) - (then.get(rate)?.[key] ?? 0);
    // A: 15000 + 1160 fee at 27 %, 6000 at 5 %, its 1000 Ft coupon split 714 / 286; B: 10000
    // at 27 %; F: 5290 at 27 %.
    expect(delta('27', 'gross')).toBe(15000 + 1160 - 714 + 10000 + 5290);
    expect(delta('5', 'gross')).toBe(6000 - 286);
    // The same split as the orders' receipts, which were fixed when they were paid.
    const documents = await db()
      .selectFrom('fiscal_documents')
      .select('content')
      .where('order_id', 'in', [orderA, orderB, orderF])
      .where('cancels_id', 'is', null)
      .execute();
    expect(documents).toHaveLength(3);
    const expected = new Map<string, { net: number; vat: number; gross: number }>();
    for (const document of documents) {
      for (const row of vatSummaryOf((document.content as FiscalContent).lines)) {
        const sum = expected.get(row.vatRate) ?? { net: 0, vat: 0, gross: 0 };
        sum.net += row.net;
        sum.vat += row.vat;
        sum.gross += row.gross;
        expected.set(row.vatRate, sum);
      }
    }
    expect([...expected.keys()].sort()).toEqual(['27', '5']);
    for (const [rate, sum] of expected) {
      expect({
        net: delta(rate, 'net'),
        vat: delta(rate, 'vat'),
        gross: delta(rate, 'gross'),
      }).toEqual(sum);
    }
    expect(after.vat_summary.map((row) => row.vat_rate)).toEqual(
      ['27', '18', '5', '0', 'TAM', 'AAM'].filter((rate) => now.has(rate)),
    );
    for (const row of after.vat_summary) expect(row.net + row.vat).toBe(row.gross);
  });

  it('refuses a range that ends before it starts, is too long or is not a date', async () => {
    const backwards = await salesReport(`from=${dayAfter(3)}&to=${today()}`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors?.to).toEqual(['The last day cannot be before the first.']);
    const long = await salesReport(`from=2026-01-01&to=2027-12-31`);
    expect(long.status).toBe(422);
    expect(long.body.errors?.to?.[0]).toContain('400');
    const garbage = await salesReport('from=tegnap&to=2026-13-45');
    expect(garbage.status).toBe(422);
    expect(Object.keys(garbage.body.errors ?? {}).sort()).toEqual(['from', 'to']);
    const missing = await salesReport('');
    expect(missing.status).toBe(422);
  });

  it('shows no revenue to a cashier', async () => {
    expect((await salesReport(range(), cashier.token)).status).toBe(403);
    const revenue = await adminCall(
      world,
      'GET',
      `/api/admin/reports/revenue?${range()}`,
      cashier.token,
    );
    expect(revenue.status).toBe(403);
  });
});

describe('the sales report as CSV', () => {
  let eventId: number;

  beforeAll(async () => {
    const show = await createShow(db(), { price: 4500, capacity: 40, techFee: 0 });
    eventId = show.eventId;
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
    await boxOfficeSale(show.typeId, 3);
  });

  const download = (lang: 'hu' | 'en') =>
    world.t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/sales.csv?${range()}`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': lang },
    });

  it('is UTF-8 with a byte order mark, semicolons, CRLF and RFC 4180 quoting, in Hungarian', async () => {
    const res = await download('hu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    const from = budapestDay(new Date(Date.now() - dayMs));
    expect(res.headers['content-disposition']).toContain(
      `filename="ertekesites-${from}_${dayAfter(3)}.csv"`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      'Előadás azonosító;Előadás;Kezdés;Helyszín;Jegytípus;Jelenlegi ár (Ft);Kapacitás;Eladva;Foglalva;Telítettség (%);Bruttó bevétel (Ft);Kedvezmény (Ft);Bevétel kedvezmények után, bruttó (Ft)',
    );
    const row = lines.find((line) => line.startsWith(`${eventId};`));
    const startsAt = await db()
      .selectFrom('events')
      .select('starts_at')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Budapest',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(startsAt.starts_at);
    const venue = (await db().selectFrom('venues').select('name').executeTakeFirstOrThrow()).name;
    expect(row).toBe(
      `${eventId};"Próba; ""idézőjelben""";${local};${venue};Jegy 1;4500;40;3;0;7,5;13500;0;13500`,
    );
    // Every record has the same number of fields as the header (quoted separators aside).
    const fields = (line: string) => line.replace(/"(?:[^"]|"")*"/g, 'x').split(';').length;
    for (const line of lines) expect(fields(line)).toBe(13);
  });

  it('follows the caller’s language, and defuses a text that would be a formula', async () => {
    const res = await download('en');
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(res.headers['content-disposition']).toContain('filename="sales-');
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Performance ID;Performance;Starts at;Venue;Ticket type;/);
    const row = lines.find((line) => line.startsWith(`${eventId};`)) ?? '';
    expect(row).toContain(";'=Trial;");
    expect(row).toContain(';Ticket 1;4500;40;3;0;7.5;13500;0;13500');
  });
});

describe('the client error reports', () => {
  it('lists them newest first, 50 a page, with what the browser sent', async () => {
    await db().deleteFrom('client_errors').execute();
    await db()
      .insertInto('client_errors')
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          message: `Hiba ${index + 1}`,
          file: 'https://shop/assets/index.js',
          line: index + 1,
          url: `/events/${index + 1}`,
          user_agent: 'Mozilla/5.0 (Teszt)',
          created_at: new Date(Date.now() - (52 - index) * 60_000),
        })),
      )
      .execute();
    const reported = await world.t.app.inject({
      method: 'POST',
      url: '/api/errors',
      payload: {
        exception_message: 'TypeError: a legújabb',
        exception_file: 'https://shop/assets/cart.js',
        exception_line: 7,
        data: { info: 'at CartPage', url: '/cart' },
      },
      headers: { 'user-agent': 'Mozilla/5.0 (Phone)' },
    });
    expect(reported.statusCode).toBe(204);

    const first = await adminCall<ClientErrorsReply>(
      world,
      'GET',
      '/api/admin/client-errors',
      admin.token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 53, page: 1, per_page: 50 });
    expect(first.body.data).toHaveLength(50);
    expect(first.body.data[0]).toMatchObject({
      message: 'TypeError: a legújabb',
      file: 'https://shop/assets/cart.js',
      line: 7,
      url: '/cart',
      user_agent: 'Mozilla/5.0 (Phone)',
      info: 'at CartPage',
    });
    expect(first.body.data[1]?.message).toBe('Hiba 52');
    const second = await adminCall<ClientErrorsReply>(
      world,
      'GET',
      '/api/admin/client-errors?page=2',
      admin.token,
    );
    expect(second.body.data.map((row) => row.message)).toEqual(['Hiba 3', 'Hiba 2', 'Hiba 1']);
    expect(
      (await adminCall(world, 'GET', '/api/admin/client-errors?page=0', admin.token)).status,
    ).toBe(422);
    expect((await adminCall(world, 'GET', '/api/admin/client-errors', cashier.token)).status).toBe(
      403,
    );
  });
});
