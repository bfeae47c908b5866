import type { AdminCouponActionReply, AdminCouponDetails, ErrorBody } from '@theatre/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { apiCall, newCouponBody } from './coupons-test-kit.js';

/**
 * What the back office's coupon tests share: an app on its own database (one per test file that
 * imports this), an administrator, a cashier and a buyer signed in, and a coupon created, changed
 * and read as the administrator.
 */
export let world: CheckoutWorld;
export let admin: { token: string; userId: number };
export let cashier: string;
export let buyer: { token: string; userId: number };
beforeAll(async () => {
  world = await createCheckoutWorld();
  admin = await signedInBuyer(world, 'kupon-admin', 'admin');
  cashier = (await signedInBuyer(world, 'kupon-penztar', 'cashier')).token;
  buyer = await signedInBuyer(world, 'kupon-vevo');
});
afterAll(async () => {
  await world.close();
});

export const create = (body: object, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminCouponDetails & ErrorBody>(world, 'POST', '/api/admin/coupons', admin.token, {
    body,
    lang,
  });
export const update = (id: number, body: object, lang: 'hu' | 'en' = 'en') =>
  apiCall<AdminCouponActionReply & ErrorBody>(
    world,
    'PUT',
    `/api/admin/coupons/${id}`,
    admin.token,
    { body, lang },
  );
export const details = (id: number) =>
  apiCall<AdminCouponDetails>(world, 'GET', `/api/admin/coupons/${id}`, admin.token);

export async function created(overrides: Parameters<typeof newCouponBody>[0] = {}) {
  const reply = await create(newCouponBody(overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}
