import type { OrderReply, PaymentInitReply, RevenueReport, SalesReport } from '@theatre/contracts';
import { budapestDay } from '@theatre/i18n';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import {
  createCheckoutWorld,
  payOnPage,
  receiptOrder,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { recordOrderDocuments } from '../documents/record-order-documents.js';
import { adminCall } from '../orders/orders-test-kit.js';

/**
 * What the reports' integration tests share: an app on its own database (one per test file that
 * imports this), a buyer, an administrator and a cashier signed in, the report's range of days,
 * and orders made as the shop and the box office make them.
 */
export let world: CheckoutWorld;
export let buyer: { token: string; userId: number };
export let admin: { token: string };
export let cashier: { token: string };

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;
export const dayMs = 86_400_000;
export const today = () => budapestDay(new Date());
export const dayAfter = (days: number) => budapestDay(new Date(Date.now() + days * dayMs));
export const range = () => `from=${budapestDay(new Date(Date.now() - dayMs))}&to=${dayAfter(3)}`;

/** A cart with these ticket types and quantities, as the buyer fills it. */
export async function cartWith(lines: [number, number][], token = buyer.token): Promise<string> {
  const key = await world.client.newKey();
  for (const [typeId, quantity] of lines) {
    for (let index = 0; index < quantity; index += 1) {
      const added = await world.client.add(key, typeId, token);
      if (added.status !== 200) throw new Error(`add answered ${added.status}`);
    }
  }
  return key;
}

export async function storeOrder(key: string, token = buyer.token): Promise<number> {
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  return stored.body.id;
}

/** Pays an order by card on the simulator's page; its IPN makes it paid. */
export async function payOrder(orderId: number, token = buyer.token): Promise<void> {
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${orderId}`, {
    token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  const row = await orderRow(orderId);
  if (row.status !== 'paid') throw new Error(`order ${orderId} is ${row.status}`);
}

export const orderRow = (orderId: number) =>
  db()
    .selectFrom('orders')
    .select(['status', 'total', 'discount', 'fee_total', 'ticket_total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/** A box-office sale paid in cash, recorded as a sale is: the order, its line, the sold count. */
export async function boxOfficeSale(typeId: number, quantity: number): Promise<number> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const type = await trx
        .selectFrom('ticket_types as t')
        .innerJoin('events as e', 'e.id', 't.event_id')
        .innerJoin('productions as p', 'p.id', 'e.production_id')
        .select([
          't.price',
          't.name',
          't.name_en',
          'e.id as event_id',
          'e.starts_at',
          'p.name as event_name',
          'p.name_en as event_name_en',
        ])
        .where('t.id', '=', typeId)
        .executeTakeFirstOrThrow();
      const total = type.price * quantity;
      const { id } = await trx
        .insertInto('orders')
        .values({
          buyer_name: 'Pénztári vásárló',
          buyer_email: '',
          status: 'paid',
          payment_status: 1,
          payment_method: 1,
          channel: 'box_office',
          ticket_total: total,
          total,
          paid_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values({
          order_id: id,
          ticket_type_id: typeId,
          kind: 'ticket',
          name: type.name,
          name_en: type.name_en,
          event_id: type.event_id,
          event_name: type.event_name,
          event_name_en: type.event_name_en,
          event_start: type.starts_at,
          quantity,
          unit_price: type.price,
          total,
        })
        .execute();
      await trx
        .updateTable('ticket_types')
        .set({ sold: sql`sold + ${quantity}` })
        .where('id', '=', typeId)
        .execute();
      await recordOrderDocuments(trx, { issuer: 'builtin' }, id, new Date());
      return id;
    });
}

export async function fixedCoupon(value: number): Promise<string> {
  const code = `RIPORT${Date.now().toString(36).toUpperCase()}`;
  await db()
    .insertInto('coupons')
    .values({ code, name: 'Riport kupon', name_en: 'Report coupon', kind: 'fixed', value })
    .execute();
  return code;
}

export const salesReport = async (query = range(), token = admin.token) =>
  adminCall<SalesReport & { errors?: Record<string, string[]> }>(
    world,
    'GET',
    `/api/admin/reports/sales?${query}`,
    token,
  );
export const revenueReport = async (query = range()) =>
  adminCall<RevenueReport>(world, 'GET', `/api/admin/reports/revenue?${query}`, admin.token);
