import type { OrderReply, PaymentInitReply, StaffRole } from '@theatre/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/database.js';
import {
  startSimplePaySimulator,
  type SimplePaySimulator,
} from '../../integrations/simplepay/simplepay-simulator/simplepay-simulator.js';
import { simplePaySignature } from '../../integrations/simplepay/simplepay-signature.js';
import { hashPassword } from '../../lib/passwords.js';
import { cartClient, createShow, type ShowOptions } from '../cart/cart-test-kit.js';

/** A merchant account at a simulator the test owns (so it can sign messages itself). */
export const testMerchant = 'TESZTSZINHAZHUF';

export interface CheckoutWorld {
  t: TestApp;
  simulator: SimplePaySimulator;
  secretKey: string;
  client: ReturnType<typeof cartClient>;
  close(): Promise<void>;
}

/**
 * The whole app listening on loopback (the simulator's IPNs reach it) on a fresh database, with
 * its SimplePay settings pointing at a simulator started here with a known key.
 */
export async function createCheckoutWorld(
  /** More settings, such as Számlázz.hu's. */
  env: NodeJS.ProcessEnv = {},
): Promise<CheckoutWorld> {
  const secretKey = randomBytes(24).toString('base64url');
  let ipnUrl = 'http://127.0.0.1:9/api/payment/ipn';
  const simulator = await startSimplePaySimulator({
    merchants: [{ merchant: testMerchant, secretKey, currency: 'HUF' }],
    ipnUrl: () => ipnUrl,
    ipnRetryDelaysMs: [100, 200, 400],
  });
  const t = await createTestApp({
    env: {
      SIMPLEPAY_MERCHANT: testMerchant,
      SIMPLEPAY_SECRET_KEY: secretKey,
      SIMPLEPAY_API_URL: simulator.apiBase,
      ...env,
    },
  });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ipnUrl = `${address}/api/payment/ipn`;
  return {
    t,
    simulator,
    secretKey,
    client: cartClient(t.app),
    close: async () => {
      await t.close();
      await simulator.close();
    },
  };
}

let buyerCounter = 0;

/** What the tests name a caller: a staff role, or the old names customer, cashier and admin. */
export type TestRole = 'customer' | 'cashier' | 'admin' | StaffRole;

/** The stored roles of a test caller (pure). */
export function testRoles(role: TestRole): StaffRole[] {
  if (role === 'customer') return [];
  if (role === 'cashier') return ['box_office'];
  if (role === 'admin') return ['administrator'];
  return [role];
}

/** A verified customer, signed in: answers the bearer token and the user's id. */
export async function signedInBuyer(
  world: CheckoutWorld,
  label = 'vevo',
  /**
   * customer, or staff for the back office: a staff role (decision 0057), or `cashier` (the box
   * office) and `admin` (an administrator) as the tests named them before roles.
   */
  role: TestRole = 'customer',
): Promise<{ token: string; userId: number; email: string }> {
  buyerCounter += 1;
  const email = `${label}-${Date.now().toString(36)}-${buyerCounter}@example.com`;
  const password = 'Szinhazi-Jegy-77';
  const { id } = await world.t.database.db
    .insertInto('users')
    .values({
      name: role === 'customer' ? 'Kovács-Nagy Éva' : `Munkatárs ${buyerCounter}`,
      email,
      roles: testRoles(role),
      password_hash: await hashPassword(password),
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await world.client.login(email, password);
  return { token, userId: id, email };
}

/** A cart with `quantity` tickets of a new performance's ticket type. */
export async function filledCart(
  world: CheckoutWorld,
  token: string,
  options: ShowOptions & { quantity?: number; coupon?: string } = {},
) {
  const show = await createShow(world.t.database.db, { price: 5000, techFee: 290, ...options });
  const key = await world.client.newKey();
  for (let index = 0; index < (options.quantity ?? 2); index += 1) {
    const added = await world.client.add(key, show.typeId, token);
    if (added.status !== 200) throw new Error(`add answered ${added.status}`);
  }
  if (options.coupon !== undefined) {
    const applied = await world.client.call('POST', '/api/coupon/add', {
      body: { coupon_id: options.coupon, cart_key: key },
      ...(token ? { token } : {}),
    });
    if (applied.status !== 200) throw new Error(`coupon/add answered ${applied.status}`);
  }
  return { key, ...show };
}

export const receiptOrder = (key: string) => ({
  cart_key: key,
  needs_invoice: 0,
  accept_terms: true,
});

export const companyInvoiceOrder = (key: string) => ({
  cart_key: key,
  needs_invoice: 1,
  accept_terms: true,
  is_company: true,
  tax_number: '12345676-2-41',
  name: 'Példa Kereskedelmi Kft.',
  country: 'HU',
  zip: '1051',
  city: 'Budapest',
  street_name: 'Október 6.',
  public_place_category: 'utca',
  house_number: '12',
  comment: 'Rendezvény: céges színházlátogatás',
});

export interface PageVisit {
  /** Where the payment page sent the browser back (the shop's /payment/return?r=…&s=…). */
  location: string;
  r: string;
  s: string;
}

/** Pays on the simulator's page as a browser would: the form's POST, then its redirect. */
export async function payOnPage(
  paymentUrl: string,
  /** A test card's number, or 'cancel' for the page's Cancel button. */
  card = '4908 3660 9990 0425',
): Promise<PageVisit> {
  const form = new URLSearchParams(
    card === 'cancel'
      ? { action: 'cancel' }
      : { action: 'pay', cardNumber: card, expiry: '12/30', cvc: '123', holder: 'Teszt Elek' },
  );
  const response = await fetch(paymentUrl, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`The payment page answered ${response.status}: ${await response.text()}`);
  }
  const url = new URL(location);
  return { location, r: url.searchParams.get('r') ?? '', s: url.searchParams.get('s') ?? '' };
}

/** An IPN as SimplePay would send it, signed with the test merchant's key. */
export function signedIpn(
  world: CheckoutWorld,
  fields: {
    orderRef: string;
    transactionId: number;
    status: string;
    merchant?: string;
    /** SimplePay's IPN carries no amount or currency; one that does is checked against the order. */
    total?: number;
    currency?: string;
  },
) {
  const body = JSON.stringify({
    salt: randomBytes(16).toString('hex'),
    orderRef: fields.orderRef,
    method: 'CARD',
    merchant: fields.merchant ?? testMerchant,
    finishDate: '2026-11-22T19:46:18+0100',
    paymentDate: '2026-11-22T19:41:13+0100',
    transactionId: fields.transactionId,
    status: fields.status,
    ...(fields.total === undefined ? {} : { total: fields.total }),
    ...(fields.currency === undefined ? {} : { currency: fields.currency }),
  });
  return { body, signature: simplePaySignature(world.secretKey, body) };
}

export async function postIpn(world: CheckoutWorld, ipn: { body: string; signature: string }) {
  return world.t.app.inject({
    method: 'POST',
    url: '/api/payment/ipn',
    payload: ipn.body,
    headers: { 'content-type': 'application/json', signature: ipn.signature },
  });
}

/** The ticket type's counters and the sum of its hold rows. */
export async function inventory(db: Db, typeId: number) {
  const type = await db
    .selectFrom('ticket_types')
    .select(['sold', 'held', 'capacity'])
    .where('id', '=', typeId)
    .executeTakeFirstOrThrow();
  const holds = await db
    .selectFrom('holds')
    .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('n'))
    .where('ticket_type_id', '=', typeId)
    .executeTakeFirstOrThrow();
  return { ...type, holdRows: holds.n };
}

/** Moves an order's hold (and its holds) into the past, as if its time ran out `agoMs` ago. */
export async function expireOrderHold(db: Db, orderId: number, agoMs = 1000): Promise<void> {
  const past = new Date(Date.now() - agoMs);
  await db.updateTable('holds').set({ expires_at: past }).where('order_id', '=', orderId).execute();
  await db.updateTable('orders').set({ expires_at: past }).where('id', '=', orderId).execute();
}

export async function orderRow(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'refund_status', 'total', 'paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function auditCount(db: Db, action: string, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('action', '=', action)
    .where('entity_id', '=', String(orderId))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Runs the due jobs (a batch at a time) until none is left. */
export async function settleJobs(world: CheckoutWorld): Promise<void> {
  for (let round = 0; round < 100; round += 1) {
    if ((await world.t.app.runJobs()) === 0) return;
  }
  throw new Error('Jobs kept coming after 100 rounds');
}

export interface TestOrder {
  orderId: number;
  typeId: number;
  eventId: number;
}

/** An order stored from a cart (awaiting payment), and its payment started when asked. */
export async function unpaidOrder(
  world: CheckoutWorld,
  token: string,
  options: ShowOptions & {
    quantity?: number;
    coupon?: string;
    body?: (key: string) => object;
    startPayment?: boolean;
  } = {},
): Promise<TestOrder & { paymentUrl: string | null }> {
  const cart = await filledCart(world, token, options);
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: (options.body ?? receiptOrder)(cart.key),
    token,
  });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  let paymentUrl: string | null = null;
  if (options.startPayment) {
    const start = await world.client.call<PaymentInitReply>(
      'GET',
      `/api/payment/${stored.body.id}`,
      { token },
    );
    paymentUrl = start.body.url ?? null;
  }
  return { orderId: stored.body.id, typeId: cart.typeId, eventId: cart.eventId, paymentUrl };
}

/** An order paid by card on the simulator's page (its IPN applied); documents not issued yet. */
export async function paidOrder(
  world: CheckoutWorld,
  token: string,
  options: ShowOptions & {
    quantity?: number;
    coupon?: string;
    body?: (key: string) => object;
  } = {},
): Promise<TestOrder> {
  const order = await unpaidOrder(world, token, { ...options, startPayment: true });
  await payOnPage(order.paymentUrl ?? '');
  await world.simulator.idle();
  const row = await world.t.database.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  if (row.status !== 'paid') throw new Error(`order ${order.orderId} is ${row.status}`);
  return { orderId: order.orderId, typeId: order.typeId, eventId: order.eventId };
}
