import { formatPrice } from '@theatre/i18n';
import { describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import { auditCount, inventory, settleJobs, testMerchant } from '../checkout/checkout-test-kit.js';
import { adminCall, attachmentNames, cashOrder, mailsAbout, paidOrder } from './orders-test-kit.js';
import {
  admin,
  adminName,
  buyer,
  cancel,
  cashier,
  db,
  details,
  orderState,
  refundsOf,
  world,
  type CancelReply,
} from './cancel-order-test-support.js';

// The refunds of a cancel that SimplePay does not pay: a box-office cash order paid back at the
// desk, and a refund the provider refused, settled by hand.

describe('cancelling a cash order of the box office', () => {
  it('records the refund as paid out at the desk, at once', async () => {
    const order = await cashOrder(
      world,
      { name: 'Pénztári Vevő', email: 'penztar@example.com' },
      {
        quantity: 2,
        price: 4000,
      },
    );
    await settleJobs(world);
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 2 });

    const reply = await cancel(order.orderId, {
      reason: 'Visszahozta a jegyeket',
      refund_till_id: cashier.userId,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(
      `The order has been cancelled; ${formatPrice(8000)} is recorded as paid back to the buyer at the desk.`,
    );
    expect(reply.body.order).toMatchObject({ status: 'cancelled', refund_status: 'refunded' });
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({
        amount: 8000,
        status: 'done',
        method: 'desk',
        payment_id: null,
        requested_by: admin.userId,
        paid_out_by: cashier.userId,
        reason: 'Visszahozta a jegyeket',
      }),
    ]);
    expect(reply.body.order.refunds[0]?.done_at).not.toBeNull();
    const refunded = reply.body.order.audit.find((entry) => entry.action === 'payment.refunded');
    expect(refunded).toMatchObject({
      actor: { id: admin.userId, name: adminName },
      data: { method: 'desk', amount: 8000 },
    });
    expect(await inventory(db(), order.typeId)).toMatchObject({ sold: 0 });
    // No SimplePay job for it.
    const jobs = await db()
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'payment.refund')
      .where('done_at', 'is', null)
      .execute();
    expect(jobs).toEqual([]);

    await settleJobs(world);
    const after = await details(order.orderId);
    expect(after.documents).toEqual([
      expect.objectContaining({ kind: 'receipt', cancels_id: null, status: 'issued' }),
      expect.objectContaining({
        kind: 'receipt',
        cancels_id: after.documents[0]?.id,
        status: 'issued',
      }),
    ]);
    const [mail] = await mailsAbout(world, order.orderId, 'order_cancelled');
    expect(mail?.locale).toBe('hu');
    expect(mail?.text).toContain('jegypénztárunkban visszafizettük');
    expect(await attachmentNames(world, mail?.id ?? 0)).toEqual([
      `sztorno-nyugta-${after.documents[1]?.number ?? ''}.pdf`,
    ]);
  });
});

describe('settling a refund the provider refused', () => {
  it('records it as paid back by hand, once, with the note in the audit trail', async () => {
    const order = await paidOrder(world, buyer.token, { quantity: 1 });
    const payment = await db()
      .selectFrom('payments')
      .select(['order_ref', 'total'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    // The money went back through SimplePay's own merchant admin first: the shop's refund of the
    // same amount is then refused by the provider.
    const merchantAdmin = createSimplePayClient({
      merchant: testMerchant,
      secretKey: world.secretKey,
      apiUrl: world.simulator.apiBase,
    });
    await merchantAdmin.refund({ orderRef: payment.order_ref, amount: payment.total });
    expect((await cancel(order.orderId)).status).toBe(200);
    await settleJobs(world);
    const [refused] = await refundsOf(order.orderId);
    expect(refused).toMatchObject({ status: 'failed', method: 'simplepay' });
    expect((await orderState(order.orderId)).refund_status).toBe('failed');

    const settle = (refundId: number, body: object = { note: 'Banki átutalással visszafizetve' }) =>
      adminCall<CancelReply>(
        world,
        'POST',
        `/api/admin/orders/${order.orderId}/refunds/${refundId}/settle`,
        admin.token,
        { body, lang: 'en' },
      );
    expect((await settle(refused?.id ?? 0, { note: ' ' })).status).toBe(422);
    expect(
      (
        await adminCall(
          world,
          'POST',
          `/api/admin/orders/${order.orderId}/refunds/${refused?.id ?? 0}/settle`,
          cashier.token,
          { body: { note: 'x' } },
        )
      ).status,
    ).toBe(403);
    expect((await settle(2_000_000_000)).status).toBe(404);

    const settled = await settle(refused?.id ?? 0);
    expect(settled.status).toBe(200);
    expect(settled.body.message).toBe('The refund is recorded as paid back to the buyer.');
    expect(settled.body.order.refund_status).toBe('refunded');
    expect((await refundsOf(order.orderId))[0]).toMatchObject({ status: 'done' });
    expect(settled.body.order.audit.at(-1)).toMatchObject({
      action: 'refund.settled_by_hand',
      actor: { id: admin.userId, name: adminName },
      data: { note: 'Banki átutalással visszafizetve', amount: payment.total },
    });
    // Only a refused refund is settled, and only once.
    const again = await settle(refused?.id ?? 0);
    expect(again.status).toBe(409);
    expect(await auditCount(db(), 'refund.settled_by_hand', order.orderId)).toBe(1);
  });
});
