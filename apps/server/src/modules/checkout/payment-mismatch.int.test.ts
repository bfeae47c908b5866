import type { PaymentInitReply } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimplePayClient } from '../../integrations/simplepay/simplepay-client.js';
import {
  createCheckoutWorld,
  orderRow,
  payOnPage,
  postIpn,
  settleJobs,
  signedInBuyer,
  signedIpn,
  testMerchant,
  unpaidOrder,
  type CheckoutWorld,
} from './checkout-test-kit.js';
import { reconcilePayments } from './reconcile-payments.js';

let world: CheckoutWorld;
let buyer: { token: string; userId: number; email: string };
let admin: { token: string; userId: number; email: string };
let cashier: { token: string; userId: number; email: string };

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world);
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

interface AlertReply {
  id: number;
  kind: string;
  order_id: number | null;
  transaction_id: number | null;
  order_ref: string | null;
  status: string;
  source: string;
  mismatches: { field: string; expected: string; received: string }[];
  settled_at: string | null;
  settled_by: { id: number; name: string } | null;
  note: string | null;
}

/** An order paid on SimplePay's page whose IPN is held back: SimplePay has the money. */
async function paidAtSimplePay() {
  const order = await unpaidOrder(world, buyer.token, { quantity: 1 });
  world.simulator.setIpnPaused(true);
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${order.orderId}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  const payment = await db()
    .selectFrom('payments')
    .select(['order_ref', 'transaction_id', 'total'])
    .where('order_id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  return { ...order, orderRef: payment.order_ref, transactionId: payment.transaction_id ?? 0 };
}

const openAlerts = (token = admin.token, query = '') =>
  world.client.call<AlertReply[]>('GET', `/api/admin/alerts${query}`, { token });

describe('a notification that disagrees with the order', () => {
  it('a signed FINISHED with the wrong total neither pays the order nor swallows the genuine FINISHED', async () => {
    const paid = await paidAtSimplePay();
    const wrong = await postIpn(
      world,
      signedIpn(world, {
        orderRef: paid.orderRef,
        transactionId: paid.transactionId,
        status: 'FINISHED',
        total: 1,
      }),
    );
    expect(wrong.statusCode).toBe(200);
    expect((await orderRow(db(), paid.orderId)).status).toBe('awaiting_payment');

    // SimplePay's own notification of the same transaction comes now.
    world.simulator.setIpnPaused(false);
    await world.simulator.idle();
    expect(await orderRow(db(), paid.orderId)).toMatchObject({ status: 'paid', payment_status: 1 });
  });

  it('nor swallows the status query that follows it', async () => {
    const paid = await paidAtSimplePay();
    try {
      await postIpn(
        world,
        signedIpn(world, {
          orderRef: paid.orderRef,
          transactionId: paid.transactionId,
          status: 'FINISHED',
          total: 999_999,
        }),
      );
      const deps = {
        db: db(),
        config: world.t.config,
        payments: createSimplePayClient({
          merchant: testMerchant,
          secretKey: world.secretKey,
          apiUrl: world.simulator.apiBase,
        }),
      };
      expect(await reconcilePayments(deps, [paid.orderRef])).toBe(0);
      expect(await orderRow(db(), paid.orderId)).toMatchObject({
        status: 'paid',
        payment_status: 1,
      });
    } finally {
      world.simulator.setIpnPaused(false);
      await world.simulator.idle();
    }
  });

  it('a FINISHED in another currency does not pay the order', async () => {
    const paid = await paidAtSimplePay();
    try {
      const euro = await postIpn(
        world,
        signedIpn(world, {
          orderRef: paid.orderRef,
          transactionId: paid.transactionId,
          status: 'FINISHED',
          currency: 'EUR',
        }),
      );
      expect(euro.statusCode).toBe(200);
      expect((await orderRow(db(), paid.orderId)).status).toBe('awaiting_payment');
    } finally {
      world.simulator.setIpnPaused(false);
      await world.simulator.idle();
    }
    expect((await orderRow(db(), paid.orderId)).status).toBe('paid');
  });

  it('raises one alert, e-mailed to alert_email, which an administrator settles with a note', async () => {
    const saved = await world.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/alerts',
      payload: { alert_email: 'penzugy@szinhaz.example' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(saved.statusCode).toBe(200);
    const paid = await paidAtSimplePay();
    const wrong = signedIpn(world, {
      orderRef: paid.orderRef,
      transactionId: paid.transactionId,
      status: 'FINISHED',
      total: 1,
    });
    // SimplePay resends until it is answered: the same problem twice is one alert.
    expect((await postIpn(world, wrong)).statusCode).toBe(200);
    expect((await postIpn(world, wrong)).statusCode).toBe(200);

    const listed = await openAlerts();
    expect(listed.status).toBe(200);
    const mine = listed.body.filter((alert) => alert.order_id === paid.orderId);
    expect(mine).toHaveLength(1);
    const [alert] = mine;
    expect(alert).toMatchObject({
      kind: 'payment_mismatch',
      transaction_id: paid.transactionId,
      order_ref: paid.orderRef,
      status: 'FINISHED',
      source: 'ipn',
      mismatches: [{ field: 'total', received: '1' }],
      settled_at: null,
    });
    // A cashier sees it, but only an administrator settles it.
    expect((await openAlerts(cashier.token)).body.some((a) => a.id === alert?.id)).toBe(true);
    const byCashier = await world.client.call('POST', `/api/admin/alerts/${alert?.id}/settle`, {
      token: cashier.token,
      body: { note: 'Megnéztem' },
    });
    expect(byCashier.status).toBe(403);

    await settleJobs(world);
    const mails = await db()
      .selectFrom('mail_messages')
      .select(['subject', 'text', 'status'])
      .where('to_address', '=', 'penzugy@szinhaz.example')
      .where('order_id', '=', paid.orderId)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(String(paid.orderId));
    expect(mails[0]?.text).toContain(`/admin/orders/${paid.orderId}`);

    const noNote = await world.client.call<{ errors: Record<string, string[]> }>(
      'POST',
      `/api/admin/alerts/${alert?.id}/settle`,
      { token: admin.token, body: { note: '   ' }, lang: 'hu' },
    );
    expect(noNote.status).toBe(422);
    expect(Object.keys(noNote.body.errors)).toEqual(['note']);

    const settled = await world.client.call<{ message: string; alert: AlertReply }>(
      'POST',
      `/api/admin/alerts/${alert?.id}/settle`,
      {
        token: admin.token,
        body: { note: 'A SimplePay-jel egyeztetve: a helyes összeget vonták le.' },
      },
    );
    expect(settled.status).toBe(200);
    expect(settled.body.alert).toMatchObject({
      settled_by: { id: admin.userId },
      note: 'A SimplePay-jel egyeztetve: a helyes összeget vonták le.',
    });
    expect((await openAlerts()).body.some((a) => a.id === alert?.id)).toBe(false);
    const again = await world.client.call('POST', `/api/admin/alerts/${alert?.id}/settle`, {
      token: admin.token,
      body: { note: 'Még egyszer' },
    });
    expect(again.status).toBe(409);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(paid.orderId))
      .where('action', 'in', ['alert.raised', 'alert.settled'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'alert.raised', actor_id: null },
      { action: 'alert.settled', actor_id: admin.userId },
    ]);

    world.simulator.setIpnPaused(false);
    await world.simulator.idle();
    expect((await orderRow(db(), paid.orderId)).status).toBe('paid');
  });

  it('another merchant, or a transaction under another reference, raises an alert and pays nothing', async () => {
    const paid = await paidAtSimplePay();
    try {
      const otherMerchant = await postIpn(
        world,
        signedIpn(world, {
          orderRef: paid.orderRef,
          transactionId: paid.transactionId,
          status: 'FINISHED',
          merchant: 'MASIKKERESKEDOHUF',
        }),
      );
      expect(otherMerchant.statusCode).toBe(200);
      const otherRef = await postIpn(
        world,
        signedIpn(world, {
          orderRef: `${paid.orderRef}X`,
          transactionId: paid.transactionId,
          status: 'FINISHED',
        }),
      );
      expect(otherRef.statusCode).toBe(200);
      expect((await orderRow(db(), paid.orderId)).status).toBe('awaiting_payment');
      const fields = (await openAlerts(admin.token, `?order_id=${paid.orderId}`)).body.map(
        (alert) => alert.mismatches.map((mismatch) => mismatch.field).join(','),
      );
      expect(fields.sort()).toEqual(['merchant', 'order_ref']);
    } finally {
      world.simulator.setIpnPaused(false);
      await world.simulator.idle();
    }
    expect((await orderRow(db(), paid.orderId)).status).toBe('paid');
  });
});
