import type { CancelOrderReply, StaffOrderDetails } from '@theatre/contracts';
import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall } from './orders-test-kit.js';

/**
 * What the tests of cancelling an order share: an app on its own database (one per test file that
 * imports this), a buyer, an administrator and a cashier signed in, the cancel as the
 * administrator, the order's details, and its state and refunds as stored.
 */
export let world: CheckoutWorld;
export let buyer: { token: string; userId: number; email: string };
export let admin: { token: string; userId: number; email: string };
export let cashier: { token: string; userId: number; email: string };
export let adminName: string;

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  const row = await db()
    .selectFrom('users')
    .select('name')
    .where('id', '=', admin.userId)
    .executeTakeFirstOrThrow();
  adminName = row.name;
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;

export type CancelReply = CancelOrderReply & { code?: string; errors?: Record<string, string[]> };

export const cancel = (
  orderId: number,
  body: object = { reason: 'A vevő kérésére' },
  options: { token?: string; lang?: 'hu' | 'en' } = {},
) =>
  adminCall<CancelReply>(
    world,
    'POST',
    `/api/admin/orders/${orderId}/cancel`,
    options.token ?? admin.token,
    { body, ...(options.lang ? { lang: options.lang } : {}) },
  );

export const details = async (orderId: number) =>
  (await adminCall<StaffOrderDetails>(world, 'GET', `/api/admin/orders/${orderId}`, admin.token))
    .body;

export const orderState = (orderId: number) =>
  db()
    .selectFrom('orders')
    .select(['status', 'refund_status', 'cancelled_by', 'cancel_reason'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

export const refundsOf = (orderId: number) =>
  db()
    .selectFrom('refunds')
    .select(['id', 'amount', 'status', 'method', 'reason', 'requested_by', 'paid_out_by'])
    .select('payment_id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
