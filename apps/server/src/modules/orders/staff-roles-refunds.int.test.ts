import type {
  AdminSettings,
  AdminSettingsSaved,
  CancelOrderReply,
  StaffOrderDetails,
} from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSale } from '../box-office/box-office-test-kit.js';
import {
  createCheckoutWorld,
  paidOrder,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall } from './orders-test-kit.js';

/**
 * Decision 0057, the finer rules of refunds inside the use cases: the box office cancels and
 * refunds its own sales of the open shift only; customer service online orders up to the refund
 * limit of the sales settings (403 `refund_over_limit` above it, nothing changed); the accountant
 * reads orders and changes none.
 */

let world: CheckoutWorld;
type Caller = { token: string; userId: number };
let admin: Caller;
let cashier: Caller;
let otherCashier: Caller;
let service: Caller;
let accountant: Caller;
let buyer: Caller;

beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'admin', 'administrator');
  cashier = await signedInBuyer(world, 'penztar', 'box_office');
  otherCashier = await signedInBuyer(world, 'masik-penztar', 'box_office');
  service = await signedInBuyer(world, 'ugyfel', 'customer_service');
  accountant = await signedInBuyer(world, 'konyvelo', 'accountant');
  buyer = await signedInBuyer(world, 'vevo');
});
afterAll(async () => {
  await world.close();
});

type Reply<T> = T & { code?: string; message?: string };

const cancel = (orderId: number, token: string) =>
  adminCall<Reply<CancelOrderReply>>(world, 'POST', `/api/admin/orders/${orderId}/cancel`, token, {
    body: { reason: 'A vevő kérte', refund: true },
  });

const order = (orderId: number, token: string) =>
  adminCall<Reply<StaffOrderDetails>>(world, 'GET', `/api/admin/orders/${orderId}`, token);

const statusOf = async (orderId: number) =>
  (
    await world.t.database.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).status;

describe('the box office', () => {
  it('cancels its own sale of the open shift, not a colleague’s nor an online order', async () => {
    const own = await cashSale(world, cashier.token, { quantity: 1 });
    const colleagues = await cashSale(world, otherCashier.token, { quantity: 1 });
    const online = await paidOrder(world, buyer.token, { quantity: 1 });
    expect((await order(own.order_id, cashier.token)).body.can_cancel).toBe(true);
    expect((await order(colleagues.order_id, cashier.token)).body.can_cancel).toBe(false);
    const refused = await cancel(colleagues.order_id, cashier.token);
    expect(refused.status).toBe(403);
    expect((await cancel(online.orderId, cashier.token)).status).toBe(403);
    const done = await cancel(own.order_id, cashier.token);
    expect(done.status).toBe(200);
    expect(await statusOf(own.order_id)).toBe('cancelled');
    expect(await statusOf(colleagues.order_id)).toBe('paid');
  });
});

describe('customer service', () => {
  it('refunds an online order up to the limit, an administrator sets the limit', async () => {
    // 5 × (5000 + 290) = 26 450 Ft: above the default 20 000 Ft.
    const large = await paidOrder(world, buyer.token, { quantity: 5 });
    const small = await paidOrder(world, buyer.token, { quantity: 1 });
    const desk = await cashSale(world, cashier.token, { quantity: 1 });
    expect((await order(large.orderId, service.token)).body.can_cancel).toBe(true);
    expect((await order(desk.order_id, service.token)).body.can_cancel).toBe(false);
    expect((await cancel(desk.order_id, service.token)).status).toBe(403);

    const over = await cancel(large.orderId, service.token);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ code: 'refund_over_limit' });
    expect(over.body.message).toContain('20');
    expect(await statusOf(large.orderId)).toBe('paid');

    expect((await cancel(small.orderId, service.token)).status).toBe(200);
    expect(await statusOf(small.orderId)).toBe('cancelled');

    // The administrator raises the limit on the sales settings; customer service may not.
    const settings = await adminCall<AdminSettings>(
      world,
      'GET',
      '/api/admin/settings',
      admin.token,
    );
    const { sales } = settings.body;
    const body = {
      max_tickets_per_order: sales.max_tickets_per_order,
      max_tickets_per_type: sales.max_tickets_per_type,
      tech_fee: sales.tech_fee,
      tech_fee_vat_rate: sales.tech_fee_vat_rate,
      customer_service_refund_limit: 30_000,
    };
    const denied = await adminCall(world, 'PUT', '/api/admin/settings/sales', service.token, {
      body,
    });
    expect(denied.status).toBe(403);
    const saved = await adminCall<AdminSettingsSaved>(
      world,
      'PUT',
      '/api/admin/settings/sales',
      admin.token,
      { body },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings.sales.customer_service_refund_limit).toBe(30_000);
    expect((await cancel(large.orderId, service.token)).status).toBe(200);
    expect(await statusOf(large.orderId)).toBe('cancelled');
  });
});

describe('the accountant', () => {
  it('reads orders and changes none', async () => {
    const paid = await paidOrder(world, buyer.token, { quantity: 1 });
    const read = await order(paid.orderId, accountant.token);
    expect(read.status).toBe(200);
    expect(read.body.can_cancel).toBe(false);
    expect((await cancel(paid.orderId, accountant.token)).status).toBe(403);
    const resend = await adminCall(
      world,
      'POST',
      `/api/admin/orders/${paid.orderId}/resend-confirmation`,
      accountant.token,
      { body: {} },
    );
    expect(resend.status).toBe(403);
    const report = await adminCall(world, 'GET', '/api/admin/reports/sales', accountant.token);
    expect(report.status).not.toBe(403);
    expect(await statusOf(paid.orderId)).toBe('paid');
  });
});
