import type {
  CheckInReply,
  CheckInSummary,
  CheckInUndoReply,
  OrderReply,
  PaymentInitReply,
} from '@theatre/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createShow } from '../cart/cart-test-kit.js';
import {
  createCheckoutWorld,
  payOnPage,
  receiptOrder,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';

/**
 * What the door check-in tests share: an app on its own database (one per test file that imports
 * this), a buyer, a cashier and an administrator signed in, paid tickets of a new performance,
 * and the door's calls: a scan, the performance's counts and an undo.
 */
export type Staff = { token: string; userId: number; name: string };

export let world: CheckoutWorld;
let buyer: { token: string };
export let cashier: Staff;
export let admin: Staff;

export const db = () => world.t.database.db;

async function staffMember(role: 'cashier' | 'admin'): Promise<Staff> {
  const signedIn = await signedInBuyer(world, role, role);
  const { name } = await db()
    .selectFrom('users')
    .select('name')
    .where('id', '=', signedIn.userId)
    .executeTakeFirstOrThrow();
  return { token: signedIn.token, userId: signedIn.userId, name };
}

beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world);
  cashier = await staffMember('cashier');
  admin = await staffMember('admin');
});
afterAll(async () => {
  await world.close();
});

/** A paid order of `quantity` tickets of a ticket type: its id and its tickets' codes. */
export async function paidTickets(typeId: number, quantity: number) {
  const key = await world.client.newKey();
  for (let index = 0; index < quantity; index += 1) {
    const added = await world.client.add(key, typeId, buyer.token);
    if (added.status !== 200) throw new Error(`add answered ${added.status}`);
  }
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${stored.body.id}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  const tickets = await db()
    .selectFrom('tickets')
    .select('code')
    .where('order_id', '=', stored.body.id)
    .orderBy('id')
    .execute();
  if (tickets.length !== quantity) throw new Error(`${tickets.length} tickets were issued`);
  return { orderId: stored.body.id, codes: tickets.map((ticket) => ticket.code) };
}

/** A new performance with a paid order of its tickets. */
export async function showWithTickets(quantity = 1) {
  const show = await createShow(db(), { price: 5000, techFee: 290 });
  return { ...show, ...(await paidTickets(show.typeId, quantity)) };
}

export const scan = (
  staff: Staff,
  body: { code: unknown; event_id: unknown; door: unknown; scan_id?: unknown },
  lang: 'hu' | 'en' = 'en',
) =>
  world.client.call<CheckInReply & { errors?: Record<string, string[]>; code?: string }>(
    'POST',
    '/api/admin/check-in',
    { body, token: staff.token, lang },
  );

export const summary = (eventId: number | string) =>
  world.client.call<CheckInSummary & { code?: string }>(
    'GET',
    `/api/admin/check-in/${String(eventId)}`,
    { token: cashier.token },
  );

export const undo = (staff: Staff, body: { code: string; event_id: number }) =>
  world.client.call<CheckInUndoReply & { code?: string }>('POST', '/api/admin/check-in/undo', {
    body,
    token: staff.token,
  });

export const admissionOf = (code: string) =>
  db()
    .selectFrom('tickets')
    .select(['checked_in_at', 'checked_in_door', 'checked_in_by'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
