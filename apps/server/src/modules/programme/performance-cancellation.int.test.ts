import type {
  CancelPerformanceReply,
  EventDetails,
  PerformanceCancellation,
} from '@theatre/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import { inventory, payOnPage, receiptOrder, settleJobs } from '../checkout/checkout-test-kit.js';
import { adminCall, cashOrder, mailsAbout } from '../orders/orders-test-kit.js';
import {
  admin,
  buyer,
  cashier,
  db,
  orderState,
  refundsOf,
  world,
} from '../orders/cancel-order-test-support.js';

// Cancelling a whole performance (decision 0047): the sale stops, the job refunds every paid
// ticket of it once — card orders through SimplePay, a cash sale at the desk when the buyer
// comes —, only this performance's tickets of an order that has others, cancels orders still
// awaiting payment, e-mails each buyer; repeating the call refunds nobody twice.

type Reply = CancelPerformanceReply & { code?: string; errors?: Record<string, string[]> };

const cancelPerformance = (
  eventId: number,
  body: object = { reason: 'A főszereplő megbetegedett' },
) =>
  adminCall<Reply>(world, 'POST', `/api/admin/performances/${eventId}/cancel`, admin.token, {
    body,
  });

const progress = (eventId: number, token = admin.token) =>
  adminCall<PerformanceCancellation & { code?: string }>(
    world,
    'GET',
    `/api/admin/performances/${eventId}/cancellation`,
    token,
  );

const ticketsOf = (orderId: number) =>
  db()
    .selectFrom('tickets as t')
    .innerJoin('order_items as i', 'i.id', 't.order_item_id')
    .innerJoin('ticket_types as y', 'y.id', 'i.ticket_type_id')
    .select(['t.id', 't.status', 't.refund_id', 'y.event_id'])
    .where('t.order_id', '=', orderId)
    .orderBy('t.id')
    .execute();

/** A card order of the given ticket types (one ticket each), paid on the simulator's page. */
async function cardOrder(typeIds: readonly number[]): Promise<number> {
  const key = await world.client.newKey();
  for (const typeId of typeIds) {
    const added = await world.client.add(key, typeId, buyer.token);
    expect(added.status).toBe(200);
  }
  const stored = await world.client.call<{ id: number }>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  expect(stored.status).toBe(201);
  const start = await world.client.call<{ url?: string }>('GET', `/api/payment/${stored.body.id}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  expect(await orderState(stored.body.id)).toMatchObject({ status: 'paid' });
  return stored.body.id;
}

/** An order of one ticket stored from a cart, its payment not started. */
async function awaitingOrder(typeId: number): Promise<number> {
  const key = await world.client.newKey();
  expect((await world.client.add(key, typeId, buyer.token)).status).toBe(200);
  const stored = await world.client.call<{ id: number }>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  expect(stored.status).toBe(201);
  return stored.body.id;
}

describe('cancelling a performance', () => {
  it('refunds every paid ticket of it once, only its own, and tells each buyer', async () => {
    const show = await createShow(db(), { price: 5000, techFee: 0, capacity: 50 });
    const other = await createShow(db(), { price: 3000, techFee: 0, capacity: 50 });
    const single = await cardOrder([show.typeId, show.typeId]);
    const mixed = await cardOrder([show.typeId, other.typeId]);
    const desk = await cashOrder(world, { name: 'Pénztári Vevő', email: 'penztari@example.com' });
    // The cash sale is of a show of its own: move its line to the cancelled performance.
    await db()
      .updateTable('order_items')
      .set({ ticket_type_id: show.typeId, event_id: show.eventId })
      .where('order_id', '=', desk.orderId)
      .execute();
    await sql`update ticket_types set sold = sold + 2 where id = ${show.typeId}`.execute(db());
    await sql`update ticket_types set sold = sold - 2 where id = ${desk.typeId}`.execute(db());
    const waiting = await awaitingOrder(show.typeId);
    await settleJobs(world);
    expect(await inventory(db(), show.typeId)).toMatchObject({ sold: 5 });

    const cancelled = await cancelPerformance(show.eventId);
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.cancellation).toMatchObject({ status: 'running', counts: { done: 0 } });
    // The sale stops at once.
    const key = await world.client.newKey();
    const refused = await world.client.add(key, show.typeId, buyer.token);
    expect(refused.status).toBe(409);
    // The shop says it will not take place.
    const shown = await world.client.call<EventDetails>('GET', `/api/events/${show.eventId}`);
    expect(shown.body).toMatchObject({ cancelled: true, on_sale: false });

    await settleJobs(world);
    const done = await progress(show.eventId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'done',
      counts: { waiting: 0, done: 3, failed: 0 },
      tickets_refunded: 5,
      amount_refunded: 23_000,
    });
    const byOrder = new Map(done.body.orders.map((order) => [order.order_id, order]));
    expect(byOrder.get(single)).toMatchObject({ tickets: 2, amount: 10_000, refund: 'card' });
    expect(byOrder.get(mixed)).toMatchObject({ tickets: 1, amount: 5000, refund: 'card' });
    expect(byOrder.get(desk.orderId)).toMatchObject({ tickets: 2, amount: 8000, refund: 'desk' });

    // Only this performance's tickets stop admitting; the other performance's stays valid.
    const mixedTickets = await ticketsOf(mixed);
    expect(mixedTickets.map((ticket) => [ticket.event_id, ticket.status])).toEqual([
      [show.eventId, 'cancelled'],
      [other.eventId, 'valid'],
    ]);
    expect(await orderState(mixed)).toMatchObject({ status: 'paid', refund_status: 'partial' });
    expect(await orderState(single)).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
    expect(await orderState(waiting)).toMatchObject({ status: 'cancelled' });
    expect(await inventory(db(), show.typeId)).toMatchObject({ sold: 0, held: 0 });
    expect(await inventory(db(), other.typeId)).toMatchObject({ sold: 1 });

    // Card refunds done by SimplePay; the desk refund waits for the buyer.
    expect(await refundsOf(single)).toMatchObject([{ amount: 10_000, status: 'done' }]);
    expect(await refundsOf(mixed)).toMatchObject([{ amount: 5000, status: 'done' }]);
    const [deskRefund] = await refundsOf(desk.orderId);
    expect(deskRefund).toMatchObject({ amount: 8000, status: 'pending', method: 'desk' });
    expect(await orderState(desk.orderId)).toMatchObject({ refund_status: 'pending' });

    // Each buyer is told, once.
    for (const orderId of [single, mixed, desk.orderId]) {
      expect(await mailsAbout(world, orderId, 'performance_cancelled')).toHaveLength(1);
    }
    const [mail] = await mailsAbout(world, desk.orderId, 'performance_cancelled');
    expect(mail?.text).toContain('A főszereplő megbetegedett');
    expect(mail?.text).toContain('jegypénztárunkban');

    // Repeating the call refunds nobody twice.
    const again = await cancelPerformance(show.eventId);
    expect(again.status).toBe(202);
    await settleJobs(world);
    expect(await refundsOf(single)).toHaveLength(1);
    expect(await refundsOf(mixed)).toHaveLength(1);
    expect(await mailsAbout(world, single, 'performance_cancelled')).toHaveLength(1);

    // The buyer comes to the desk: the cashier pays the refund out of their till, once.
    const payOut = (token: string) =>
      adminCall<{ code?: string }>(
        world,
        'POST',
        `/api/admin/orders/${desk.orderId}/refunds/${deskRefund!.id}/pay-out`,
        token,
        { body: {} },
      );
    expect((await payOut(cashier.token)).status).toBe(200);
    expect(await refundsOf(desk.orderId)).toMatchObject([
      { status: 'done', paid_out_by: cashier.userId },
    ]);
    expect(await orderState(desk.orderId)).toMatchObject({
      status: 'cancelled',
      refund_status: 'refunded',
    });
    const twice = await payOut(cashier.token);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('refund_not_waiting');
  });

  it('tries a refused order again when the cancel is repeated', async () => {
    const show = await createShow(db(), { price: 4000, techFee: 0 });
    const orderId = await cardOrder([show.typeId]);
    // Nothing is left of the payment to give back (refunded by hand before): the refund is refused.
    const payment = await db()
      .selectFrom('payments')
      .select(['id', 'total'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const byHand = await db()
      .insertInto('refunds')
      .values({
        order_id: orderId,
        payment_id: payment.id,
        amount: payment.total,
        reason: 'Kézzel visszautalva',
        kind: 'tickets',
        status: 'done',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await cancelPerformance(show.eventId);
    await settleJobs(world);
    const refused = await progress(show.eventId);
    expect(refused.body).toMatchObject({ status: 'done_with_failures', counts: { failed: 1 } });
    expect(refused.body.orders[0]).toMatchObject({
      status: 'failed',
      error: 'refund_exceeds_payment',
    });
    expect((await ticketsOf(orderId))[0]?.status).toBe('valid');

    await db().deleteFrom('refunds').where('id', '=', byHand.id).execute();
    expect((await cancelPerformance(show.eventId)).status).toBe(202);
    await settleJobs(world);
    expect((await progress(show.eventId)).body).toMatchObject({
      status: 'done',
      counts: { done: 1, failed: 0 },
    });
    expect((await ticketsOf(orderId))[0]?.status).toBe('cancelled');
  });

  it('waits for holds made before the cancel, and refuses what is not there', async () => {
    const show = await createShow(db(), { price: 4000, techFee: 0 });
    const key = await world.client.newKey();
    expect((await world.client.add(key, show.typeId, buyer.token)).status).toBe(200);
    await cancelPerformance(show.eventId);
    await settleJobs(world);
    // A cart still holds a ticket taken before the sale ended: the job looks again after it.
    expect((await progress(show.eventId)).body.status).toBe('running');
    await sql`update holds set expires_at = now() - interval '1 second'
               where ticket_type_id = ${show.typeId}`.execute(db());
    // Due a second ago: the worker compares with its clock in whole milliseconds, the database's
    // now() has microseconds, so a job due "now" may not be due yet within the same millisecond.
    await sql`update jobs set run_at = now() - interval '1 second'
               where kind = 'performance.cancel' and done_at is null`.execute(db());
    await settleJobs(world);
    expect((await progress(show.eventId)).body.status).toBe('done');

    const fresh = await createShow(db(), {});
    const none = await progress(fresh.eventId);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('performance_not_cancelled');
    expect((await cancelPerformance(999_999)).status).toBe(404);
    const empty = await cancelPerformance(fresh.eventId, { reason: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.reason).toBeDefined();
    // A cashier may not cancel a performance.
    const byCashier = await adminCall<{ code?: string }>(
      world,
      'POST',
      `/api/admin/performances/${fresh.eventId}/cancel`,
      cashier.token,
      { body: { reason: 'Próba' } },
    );
    expect(byCashier.status).toBe(403);
  });
});
