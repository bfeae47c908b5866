import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/**
 * What the box-office sale tests share: an app on its own database (one per test file that
 * imports this), a customer, a cashier and an administrator signed in, and an order as stored,
 * its audit entries and the number of orders.
 */
export let world: CheckoutWorld;
export let customer: { token: string; userId: number };
export let cashier: { token: string; userId: number };
export let admin: { token: string; userId: number };

beforeAll(async () => {
  world = await createCheckoutWorld();
  customer = await signedInBuyer(world, 'vevo');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;

export async function orderOf(orderId: number) {
  return db()
    .selectFrom('orders')
    .select([
      'status',
      'payment_status',
      'payment_method',
      'channel',
      'sold_by',
      'buyer_name',
      'buyer_email',
      'language',
      'needs_invoice',
      'billing',
      'total',
      'paid_at',
      'user_id',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function auditOf(orderId: number) {
  return db()
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'data'])
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();
}

export async function countOrders(): Promise<number> {
  const row = await db()
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
