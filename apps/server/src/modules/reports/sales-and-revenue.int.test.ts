import type { PerformanceSales, RevenueReport, SalesReport } from '@theatre/contracts';
import type { VatRate } from '../../integrations/invoicing/invoicing-service.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import type { FiscalContent } from '../documents/fiscal-content.js';
import { vatLinesOf, vatSummaryOf, type SoldLine } from '../documents/fiscal-lines.js';
import { adminCall } from '../orders/orders-test-kit.js';
import {
  admin,
  boxOfficeSale,
  buyer,
  cartWith,
  cashier,
  dayAfter,
  db,
  fixedCoupon,
  orderRow,
  payOrder,
  range,
  revenueReport,
  salesReport,
  storeOrder,
  today,
  world,
} from './reports-test-support.js';

// The sales and revenue reports over one performance's orders: sales, holds, occupancy and
// revenue per ticket type, the money per day and channel, the VAT summary, and who may see them.

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
        paid_gross: 29286,
        // At 27 %, per line: A 15000 → 11811 less its share 714 → 562; B 10000 → 7874; F 5000
        // → 3937.
        paid_net: 11811 - 562 + 7874 + 3937,
        paid_vat: 29286 - 23060,
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
        paid_gross: 5714,
        // At 5 %: 6000 → 5714 less its share 286 → 272.
        paid_net: 5714 - 272,
        paid_vat: 5714 - 5442,
      },
    ]);
    expect(performance).toMatchObject({
      capacity: 100,
      sold: 7,
      held: 3,
      occupancy_percent: 7,
      gross_revenue: 36000,
      discount: 1000,
      paid_gross: 35000,
      paid_net: 23060 + 5442,
      paid_vat: 6226 + 272,
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

  it('gives per ticket type the net and VAT of the VAT split, which its receipts have', async () => {
    const performance = performanceOf((await salesReport()).body);
    // Each order's lines through the VAT split (the receipts' computation): on this performance
    // every ticket type has a rate of its own (type 1 27 %, type 2 5 %), so a type's net and VAT
    // are its rate's ticket lines and coupon parts (the fee, also 27 %, left out).
    const rateOf = new Map<number, VatRate>([
      [type1, '27'],
      [type2, '5'],
    ]);
    const items = await db()
      .selectFrom('order_items')
      .select(['order_id', 'kind', 'quantity', 'unit_price', 'total', 'vat_rate', 'discounted'])
      .where('order_id', 'in', [orderA, orderB, orderF])
      .orderBy('order_id')
      .orderBy('id')
      .execute();
    const expected = new Map<VatRate, { net: number; vat: number }>();
    for (const orderId of [orderA, orderB, orderF]) {
      const lines: SoldLine[] = items
        .filter((item) => item.order_id === orderId)
        .map((item) => ({
          kind: item.kind as SoldLine['kind'],
          name: '',
          quantity: item.quantity,
          unitPrice: item.unit_price,
          total: item.total,
          vatRate: item.vat_rate as VatRate,
          discounted: item.discounted,
        }));
      for (const line of vatLinesOf(lines)) {
        if (line.kind === 'fee') continue;
        const sum = expected.get(line.vatRate) ?? { net: 0, vat: 0 };
        sum.net += line.net;
        sum.vat += line.vat;
        expected.set(line.vatRate, sum);
      }
    }
    for (const type of performance.ticket_types) {
      const split = expected.get(rateOf.get(type.ticket_type_id) ?? '0');
      expect({ net: type.paid_net, vat: type.paid_vat }).toEqual(split);
    }
    // Type 2 is the only 5 % line of order A's receipt: its net and VAT are the receipt's.
    const receipt = await db()
      .selectFrom('fiscal_documents')
      .select('content')
      .where('order_id', '=', orderA)
      .where('cancels_id', 'is', null)
      .executeTakeFirstOrThrow();
    const fivePercent = vatSummaryOf((receipt.content as FiscalContent).lines).find(
      (row) => row.vatRate === '5',
    );
    expect(performance.ticket_types.find((type) => type.ticket_type_id === type2)).toMatchObject({
      paid_gross: fivePercent?.gross,
      paid_net: fivePercent?.net,
      paid_vat: fivePercent?.vat,
    });
  });

  it('has net + VAT = paid gross = gross − discount on every row and in the totals', async () => {
    const report = (await salesReport()).body;
    const rows = [
      report.totals,
      ...report.performances,
      ...report.performances.flatMap((performance) => performance.ticket_types),
    ];
    for (const row of rows) {
      expect(row.paid_gross).toBe(row.gross_revenue - row.discount);
      expect(row.paid_net + row.paid_vat).toBe(row.paid_gross);
      expect(row).not.toHaveProperty('net_revenue');
    }
    const keys = ['gross_revenue', 'discount', 'paid_gross', 'paid_net', 'paid_vat'] as const;
    for (const performance of report.performances) {
      for (const key of keys) {
        expect(performance[key]).toBe(
          performance.ticket_types.reduce((total, type) => total + type[key], 0),
        );
      }
    }
    for (const key of keys) {
      expect(report.totals[key]).toBe(
        report.performances.reduce((total, performance) => total + performance[key], 0),
      );
    }
  });

  it('adds the performances up, and leaves out performances outside the range', async () => {
    const report = (await salesReport()).body;
    const sum = (pick: (p: PerformanceSales) => number) =>
      report.performances.reduce((total, performance) => total + pick(performance), 0);
    expect(report.totals.performances).toBe(report.performances.length);
    expect(report.totals.sold).toBe(sum((p) => p.sold));
    expect(report.totals.paid_gross).toBe(sum((p) => p.paid_gross));
    expect(report.totals.paid_net).toBe(sum((p) => p.paid_net));
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
