import type { TransferOrderReply } from '@theatre/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createShow, type ShowOptions } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/**
 * What the group-order tests share: an app on its own database (one per test file that imports
 * this), a cashier, an administrator and a customer signed in, the bank account set, and calls.
 */
export let world: CheckoutWorld;
export let cashier: { token: string; userId: number };
export let admin: { token: string; userId: number };
export let customer: { token: string; userId: number };

export type Reply<T> = T & { code?: string; message?: string; errors?: Record<string, string[]> };

export const bank = {
  bank_name: 'Példa Bank Zrt.',
  bank_account: '11773016-11111018-00000000',
  payment_days: 8,
  reminder_days: 2,
};

beforeAll(async () => {
  // The shedding of load (503 `overloaded`) is not what these tests are about: on a busy test
  // machine a login's password hash alone can trip it.
  world = await createCheckoutWorld({ MAX_EVENT_LOOP_DELAY_MS: '0' });
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  admin = await signedInBuyer(world, 'admin', 'admin');
  customer = await signedInBuyer(world, 'vevo');
  const saved = await saveTransferSettings(bank, admin.token);
  if (saved.statusCode !== 200) throw new Error(`transfer settings answered ${saved.statusCode}`);
});
afterAll(async () => {
  await world.close();
});

export const db = () => world.t.database.db;

/** PUT /api/admin/settings/transfer. */
export function saveTransferSettings(body: object, token: string) {
  return world.t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/transfer',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
}

/** A school's invoice data, as the shop's billing form takes it. */
export const schoolBilling = {
  is_company: true,
  tax_number: '12345676-2-41',
  name: 'Példa Általános Iskola',
  country: 'HU',
  zip: '1051',
  city: 'Budapest',
  street_name: 'Október 6.',
  public_place_category: 'utca',
  house_number: '12',
};

/** A new performance (5 000 Ft, 290 Ft fee by default) and a group order body for `quantity`. */
export async function groupShow(options: ShowOptions = {}) {
  return createShow(db(), { price: 5000, techFee: 290, capacity: 100, ...options });
}

export function groupBody(typeId: number, quantity: number, more: object = {}) {
  return {
    lines: [{ ticket_type_id: typeId, quantity }],
    buyer_email: 'titkarsag@iskola.example',
    buyer_name: 'Kiss Anna',
    ...schoolBilling,
    ...more,
  };
}

/** POST /api/admin/transfer-orders. */
export function createGroupOrder(body: object, token = cashier.token, lang: 'hu' | 'en' = 'en') {
  return world.client.call<Reply<TransferOrderReply>>('POST', '/api/admin/transfer-orders', {
    body,
    token,
    lang,
  });
}

/** POST /api/admin/transfer-orders/:id/mark-paid. */
export function markPaid(orderId: number, body: object, token = cashier.token) {
  return world.client.call<Reply<{ message: string }>>(
    'POST',
    `/api/admin/transfer-orders/${String(orderId)}/mark-paid`,
    { body, token },
  );
}

export async function orderOf(orderId: number) {
  return db()
    .selectFrom('orders')
    .select([
      'status',
      'payment_status',
      'payment_method',
      'channel',
      'sold_by',
      'total',
      'paid_at',
      'payment_due_at',
      'expires_at',
      'transfer_paid_on',
      'transfer_note',
      'transfer_reminded_at',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function auditActions(orderId: number) {
  const rows = await db()
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('entity', '=', 'order')
    .where('entity_id', '=', String(orderId))
    .orderBy('id')
    .execute();
  return rows;
}

export const staffSignedIn = (role: 'cashier' | 'admin') =>
  signedInBuyer(world, `staff-${role}`, role);
