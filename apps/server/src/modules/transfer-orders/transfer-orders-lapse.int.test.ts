import { describe, expect, it } from 'vitest';
import { inventory } from '../checkout/checkout-test-kit.js';
import { mailsAbout } from '../orders/orders-test-kit.js';
import { settleTransferOrders } from './settle-transfer-orders.js';
import {
  admin,
  auditActions,
  cashier,
  createGroupOrder,
  db,
  groupBody,
  groupShow,
  markPaid,
  orderOf,
  world,
} from './transfer-orders-test-support.js';

// The housekeeping of group orders by bank transfer (decision 0046), with the clock moved: the
// reminder before the deadline (once), the lapse after it (holds back, audited), and a cancel.

const at = (instant: Date) => ({ now: () => instant });
const hours = (n: number) => n * 3_600_000;
const settle = (instant: Date) =>
  settleTransferOrders({ db: db(), config: world.t.config }, at(instant));

describe('group orders by bank transfer, over time', () => {
  it('are reminded once within the reminder days, then lapse at the deadline with the holds back', async () => {
    const show = await groupShow({ capacity: 50 });
    const created = await createGroupOrder(
      groupBody(show.typeId, 25, { payment_days: 5 }),
      cashier.token,
      'hu',
    );
    expect(created.status).toBe(201);
    const orderId = created.body.order_id;
    const due = new Date(created.body.payment_due_at);

    // Days before the deadline: nothing to do.
    expect(await settle(new Date(due.getTime() - hours(24 * 3)))).toBe(0);
    expect(await mailsAbout(world, orderId, 'transfer_reminder')).toHaveLength(0);

    // Within two days of it: the reminder, once, however often the housekeeping runs.
    const nearly = new Date(due.getTime() - hours(36));
    expect(await settle(nearly)).toBe(1);
    expect(await settle(nearly)).toBe(0);
    expect(await settle(new Date(due.getTime() - hours(1)))).toBe(0);
    const reminders = await mailsAbout(world, orderId, 'transfer_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ to_address: 'titkarsag@iskola.example', locale: 'hu' });
    expect(reminders[0]?.text).toContain(`Rendelés ${String(orderId)}`);
    expect((await orderOf(orderId)).status).toBe('awaiting_transfer');
    expect(await inventory(db(), show.typeId)).toMatchObject({ held: 25, sold: 0 });

    // At the deadline: the reservation lapses, the tickets go back to sale, once.
    expect(await settle(due)).toBe(1);
    expect(await settle(due)).toBe(0);
    expect((await orderOf(orderId)).status).toBe('expired');
    expect(await inventory(db(), show.typeId)).toMatchObject({ held: 0, sold: 0, holdRows: 0 });
    const actions = (await auditActions(orderId)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'transfer_order.reminded')).toHaveLength(1);
    expect(actions.filter((action) => action === 'transfer_order.lapsed')).toHaveLength(1);

    // A transfer recorded after the lapse is refused; nothing changes.
    const late = await markPaid(orderId, { paid_on: new Date().toISOString().slice(0, 10) });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('order_not_awaiting_transfer');
    expect(await inventory(db(), show.typeId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('may be cancelled by staff while awaiting the transfer: the holds go back', async () => {
    const show = await groupShow({ capacity: 40 });
    const created = await createGroupOrder(groupBody(show.typeId, 15));
    const orderId = created.body.order_id;
    const cancelled = await world.client.call<{ code?: string }>(
      'POST',
      `/api/admin/orders/${String(orderId)}/cancel`,
      { body: { reason: 'Az iskola lemondta', refund: false }, token: admin.token },
    );
    expect(cancelled.status).toBe(200);
    expect((await orderOf(orderId)).status).toBe('cancelled');
    expect(await inventory(db(), show.typeId)).toMatchObject({ held: 0, sold: 0, holdRows: 0 });
    // Neither marked paid nor lapsed afterwards.
    expect(
      (await markPaid(orderId, { paid_on: new Date().toISOString().slice(0, 10) })).status,
    ).toBe(409);
    expect(await settle(new Date(Date.now() + hours(24 * 30)))).toBe(0);
    expect((await orderOf(orderId)).status).toBe('cancelled');
  });

  it('of a paid group order, refuses the shop refund: the money goes back through the bank', async () => {
    const show = await groupShow();
    const created = await createGroupOrder(groupBody(show.typeId, 11));
    const orderId = created.body.order_id;
    expect(
      (await markPaid(orderId, { paid_on: new Date().toISOString().slice(0, 10) })).status,
    ).toBe(200);
    const refund = await world.client.call<{ code?: string }>(
      'POST',
      `/api/admin/orders/${String(orderId)}/cancel`,
      { body: { reason: 'Lemondták', refund: true }, token: admin.token },
    );
    expect(refund.status).toBe(409);
    expect(refund.body.code).toBe('transfer_refund_manual');
    expect((await orderOf(orderId)).status).toBe('paid');
  });
});
