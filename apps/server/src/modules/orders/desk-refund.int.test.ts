import type {
  CancelOrderReply,
  CashReport,
  DayCloseDetails,
  StaffOrderDetails,
  TillsReply,
} from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSale } from '../box-office/box-office-test-kit.js';
import {
  createCheckoutWorld,
  paidOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall } from './orders-test-kit.js';

/**
 * Decision 0017: a desk refund is paid out of a till, a staff member's open shift, and is
 * booked to the till that pays it: a cashier's own when they cancel a sale of their open shift,
 * the one an administrator names otherwise (never the administrator's own by default).
 */

let world: CheckoutWorld;
let admin: { token: string; userId: number };
let buyer: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'admin', 'admin');
  buyer = await signedInBuyer(world, 'vevo');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

type Reply<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> };

const cancel = (orderId: number, token: string, body: object) =>
  adminCall<Reply<CancelOrderReply>>(world, 'POST', `/api/admin/orders/${orderId}/cancel`, token, {
    body,
  });

const report = async (token: string) => {
  const reply = await adminCall<CashReport>(
    world,
    'GET',
    '/api/admin/box-office/cash-report',
    token,
  );
  expect(reply.status).toBe(200);
  return reply.body;
};

const closeDay = (token: string, body: object) =>
  adminCall<Reply<DayCloseDetails>>(world, 'POST', '/api/admin/box-office/day-closes', token, {
    body,
  });

const details = async (orderId: number, token: string) => {
  const reply = await adminCall<StaffOrderDetails>(
    world,
    'GET',
    `/api/admin/orders/${orderId}`,
    token,
  );
  expect(reply.status).toBe(200);
  return reply.body;
};

type CancelResult = Awaited<ReturnType<typeof cancel>>;
type CloseResult = Awaited<ReturnType<typeof closeDay>>;

const orderState = (orderId: number) =>
  db()
    .selectFrom('orders')
    .select(['status', 'refund_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/** 2 × 5000, no fee (the desk charges no technical fee unless the sales setting says so: decision 0044). */
const twoTickets = 10_000;
/** 5000, no fee. */
const oneTicket = 5_000;

describe('desk refunds and the tills that pay them', () => {
  it('a cashier cancels and refunds a sale of their own open shift, from their own till', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const cash = await cashSale(world, cashier.token, { quantity: 2 });
    await cashSale(world, cashier.token, { quantity: 1, method: 2 });

    const before = await details(cash.order_id, cashier.token);
    expect(before).toMatchObject({ can_cancel: true, sold_by: { id: cashier.userId } });
    // An administrator may cancel it too; a colleague at another till may not.
    expect((await details(cash.order_id, admin.token)).can_cancel).toBe(true);
    const colleague = await signedInBuyer(world, 'kollega', 'cashier');
    expect((await details(cash.order_id, colleague.token)).can_cancel).toBe(false);

    const reply = await cancel(cash.order_id, cashier.token, {
      reason: 'A vevő visszahozta a jegyeket',
      refund: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.order).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
      can_cancel: false,
      refunds: [
        {
          method: 'desk',
          amount: twoTickets,
          requested_by: { id: cashier.userId },
          paid_out_by: { id: cashier.userId },
        },
      ],
    });
    expect(await report(cashier.token)).toMatchObject({
      cash_taken: twoTickets,
      card_taken: oneTicket,
      cash_refunded: twoTickets,
      expected_cash: 0,
      order_count: 2,
      refund_count: 1,
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(cash.order_id))
      .where('action', 'in', ['order.cancelled', 'payment.refunded'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'order.cancelled', actor_id: cashier.userId },
      { action: 'payment.refunded', actor_id: cashier.userId },
    ]);
  });

  it('books an administrator’s refund to the till they name, not to their own', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const sale = await cashSale(world, cashier.token, { quantity: 2 });
    // The administrator runs a till of their own too.
    await cashSale(world, admin.token, { quantity: 1 });
    const adminBefore = await report(admin.token);

    // The administrator chooses among the staff members' tills.
    const tills = await adminCall<TillsReply>(
      world,
      'GET',
      '/api/admin/box-office/tills',
      admin.token,
    );
    expect(tills.status).toBe(200);
    expect(tills.body.tills).toEqual(
      expect.arrayContaining([
        { id: cashier.userId, name: expect.any(String) as unknown, roles: ['box_office'] },
        { id: admin.userId, name: expect.any(String) as unknown, roles: ['administrator'] },
      ]),
    );
    expect(tills.body.tills.some((till) => till.id === buyer.userId)).toBe(false);
    expect(
      (await adminCall(world, 'GET', '/api/admin/box-office/tills', cashier.token)).status,
    ).toBe(403);

    const reply = await cancel(sale.order_id, admin.token, {
      reason: 'Visszavásárlás',
      refund: true,
      refund_till_id: cashier.userId,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.order.refunds).toEqual([
      expect.objectContaining({
        requested_by: { id: admin.userId, name: expect.any(String) as unknown },
        paid_out_by: { id: cashier.userId, name: expect.any(String) as unknown },
      }),
    ]);
    const refunded = reply.body.order.audit.find((entry) => entry.action === 'payment.refunded');
    expect(refunded).toMatchObject({
      actor: { id: admin.userId },
      data: { method: 'desk', amount: twoTickets, paid_out_by: cashier.userId },
    });
    expect(await report(cashier.token)).toMatchObject({
      cash_taken: twoTickets,
      cash_refunded: twoTickets,
      expected_cash: 0,
      refund_count: 1,
    });
    expect(await report(admin.token)).toMatchObject({
      cash_refunded: adminBefore.cash_refunded,
      expected_cash: adminBefore.expected_cash,
      refund_count: adminBefore.refund_count,
    });

    // The cashier's close counts the refund: the drawer holds what it should.
    const closed = await closeDay(cashier.token, { previous_close_id: null, counted_cash: 0 });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      cash_taken: twoTickets,
      cash_refunded: twoTickets,
      expected_cash: 0,
      difference: 0,
      refund_count: 1,
    });
  });

  it('asks an administrator which till pays a desk refund, and takes only a staff member’s', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const sale = await cashSale(world, cashier.token, { quantity: 1 });
    const missing = await cancel(sale.order_id, admin.token, { reason: 'x', refund: true });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['refund_till_id']);
    const customer = await cancel(sale.order_id, admin.token, {
      reason: 'x',
      refund: true,
      refund_till_id: buyer.userId,
    });
    expect(customer.status).toBe(422);
    expect(Object.keys(customer.body.errors ?? {})).toEqual(['refund_till_id']);
    expect(await orderState(sale.order_id)).toEqual({ status: 'paid', refund_status: 'none' });
  });

  it('refuses a cashier what is not a desk sale of their own open shift', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    const colleague = await signedInBuyer(world, 'kollega', 'cashier');
    const theirs = await cashSale(world, colleague.token, { quantity: 1 });
    const closedSale = await cashSale(world, cashier.token, { quantity: 1 });
    const closed = await closeDay(cashier.token, { previous_close_id: null, counted_cash: 0 });
    expect(closed.status).toBe(201);
    const online = await paidOrder(world, buyer.token, { quantity: 1 });
    await settleJobs(world);
    for (const orderId of [theirs.order_id, closedSale.order_id, online.orderId]) {
      const reply = await cancel(orderId, cashier.token, { reason: 'x', refund: true });
      expect(reply.status, String(orderId)).toBe(403);
      expect(reply.body.code).toBe('forbidden');
      expect(await orderState(orderId)).toEqual({ status: 'paid', refund_status: 'none' });
    }
    // Their own sale, but paid out of a colleague's till: not theirs to decide.
    const own = await cashSale(world, cashier.token, { quantity: 1 });
    const elsewhere = await cancel(own.order_id, cashier.token, {
      reason: 'x',
      refund: true,
      refund_till_id: colleague.userId,
    });
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors ?? {})).toEqual(['refund_till_id']);
    expect(await orderState(own.order_id)).toEqual({ status: 'paid', refund_status: 'none' });
  });

  it('counts a cancel made while the cashier closes the day in exactly one close', async () => {
    const cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    let previous: number | null = null;
    const refunded: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const sale = await cashSale(world, cashier.token, { quantity: 1 });
      // The cancel and the close at the same moment (two tabs): whichever takes the till first.
      const [cancelled, closed]: [CancelResult, CloseResult] = await Promise.all([
        cancel(sale.order_id, cashier.token, { reason: 'Két fül', refund: true }),
        closeDay(cashier.token, { previous_close_id: previous, counted_cash: 0 }),
      ]);
      expect(closed.status).toBe(201);
      previous = closed.body.id;
      // Closed first: the sale is no longer the open shift's, and the cashier may not cancel it.
      expect([200, 403]).toContain(cancelled.status);
      if (cancelled.status === 200) refunded.push(sale.order_id);
    }
    const closes = await db()
      .selectFrom('day_closes')
      .select(['cash_taken', 'cash_refunded'])
      .where('staff_id', '=', cashier.userId)
      .execute();
    const open = await report(cashier.token);
    const sum = (pick: (close: (typeof closes)[number]) => number) =>
      closes.reduce((total, close) => total + pick(close), 0);
    // Every sale once, every refund once: in a close, or in the shift still open.
    expect(sum((close) => close.cash_taken) + open.cash_taken).toBe(4 * oneTicket);
    expect(sum((close) => close.cash_refunded) + open.cash_refunded).toBe(
      refunded.length * oneTicket,
    );
    const rows = await db()
      .selectFrom('refunds')
      .select(['paid_out_by', 'method'])
      .where('order_id', 'in', refunded.length > 0 ? refunded : [0])
      .execute();
    expect(rows).toHaveLength(refunded.length);
    for (const row of rows) expect(row).toEqual({ paid_out_by: cashier.userId, method: 'desk' });
  });
});
