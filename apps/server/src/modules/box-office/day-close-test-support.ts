import type { CashReport, DayCloseDetails } from '@theatre/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import type { Reply } from './box-office-test-kit.js';

/**
 * What the day close tests share: an app on its own database (one per test file that imports
 * this), a customer and an administrator signed in (each test signs in a cashier of its own),
 * the cash report, a close, a desk refund, and what one and two tickets cost.
 */
export let world: CheckoutWorld;
export let customer: { token: string; userId: number };
export let admin: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  customer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;

export const report = async (token: string) => {
  const reply = await world.client.call<Reply<CashReport>>(
    'GET',
    '/api/admin/box-office/cash-report',
    { token },
  );
  expect(reply.status).toBe(200);
  return reply.body;
};

export const close = (token: string, body: object, lang: 'hu' | 'en' = 'en') =>
  world.client.call<Reply<DayCloseDetails>>('POST', '/api/admin/box-office/day-closes', {
    token,
    body,
    lang,
  });

/** The administrator takes a sale back and pays it out of their own till. */
export const cancelWithRefund = async (orderId: number) => {
  const reply = await world.client.call('POST', `/api/admin/orders/${orderId}/cancel`, {
    token: admin.token,
    body: { reason: 'A vevő visszahozta a jegyeket', refund: true, refund_till_id: admin.userId },
  });
  expect(reply.status).toBe(200);
};

/** 2 × 5000, no fee (the desk charges no technical fee unless the sales setting says so: decision 0044). */
export const twoTickets = 10_000;
/** 5000, no fee. */
export const oneTicket = 5_000;
