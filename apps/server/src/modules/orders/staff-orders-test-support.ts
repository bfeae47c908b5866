import type { StaffOrderDetails, StaffOrdersReply } from '@theatre/contracts';
import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { adminCall } from './orders-test-kit.js';

/**
 * What the tests of the staff's order pages share: an app on its own database (one per test file
 * that imports this), a buyer with a name no other test's buyer has, a cashier and another
 * customer signed in, and the order search and an order's details as the cashier.
 */
export let world: CheckoutWorld;
export let buyer: { token: string; userId: number; email: string };
export let cashier: { token: string; userId: number; email: string };
export let customer: { token: string; userId: number; email: string };
/** Letters only: a surname no other test's buyer has. */
export const unique = Array.from({ length: 8 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
export const buyerName = `Ábrahám Ödön Szűcs${unique}`;

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'kereso');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  customer = await signedInBuyer(world, 'vasarlo');
  await world.t.database.db
    .updateTable('users')
    .set({ name: buyerName })
    .where('id', '=', buyer.userId)
    .execute();
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;

export const search = (query: string, token = cashier.token) =>
  adminCall<StaffOrdersReply & { errors?: Record<string, string[]> }>(
    world,
    'GET',
    `/api/admin/orders?${query}`,
    token,
  );

export const details = (orderId: number | string, token = cashier.token) =>
  adminCall<StaffOrderDetails & { code?: string }>(
    world,
    'GET',
    `/api/admin/orders/${orderId}`,
    token,
  );
