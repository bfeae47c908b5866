import type { OrderReply, PaymentInitReply, UserOrdersReply } from '@theatre/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  filledCart,
  payOnPage,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../../src/modules/checkout/checkout-test-kit.js';
import { registeredRoutes, type RegisteredRoute } from './route-inventory.js';

/**
 * What the access-control tests (ASVS V8) share: one checkout world per test file, set up when the
 * file imports this module, with two registered customers A and B, a guest who bought through a
 * purchase link, another guest, a cashier and an administrator, their paid orders, and a way to
 * call the app as each. Every route the app registered is classified in access-policies.ts; a
 * route nobody classified fails the suite, so a new route cannot ship without a decision about who
 * may call it.
 */

export let world: CheckoutWorld;
export let routes: RegisteredRoute[];
export type Person = { token: string; userId: number; email: string };
export let a: Person;
export let b: Person;
export let cashier: Person;
export let admin: Person;
/** A's paid orders (a receipt, a company invoice), B's paid order, a guest's paid order. */
export const ids = { aReceipt: 0, aInvoiceOrder: 0, aInvoice: 0, bOrder: 0, guestOrder: 0 };
export let guestToken = '';
/** A second guest whose link has no order. */
export let otherGuestToken = '';

export type Actor =
  { kind: 'anonymous' } | { kind: 'bearer'; token: string } | { kind: 'guest'; token: string };

interface Options {
  body?: object;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export async function send(method: string, url: string, actor: Actor, options: Options = {}) {
  const res = await world.t.app.inject({
    method: method as 'GET',
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: options.body ?? {} }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      'accept-language': 'en',
      ...(actor.kind === 'bearer' ? { authorization: `Bearer ${actor.token}` } : {}),
      ...(actor.kind === 'guest' ? { 'x-purchase-token': actor.token } : {}),
      ...options.headers,
    },
  });
  let code: string | undefined;
  if (String(res.headers['content-type']).includes('json')) {
    code = (res.json<{ code?: string } | null>() ?? {}).code;
  }
  return { status: res.statusCode, code, headers: res.headers, res };
}

export const anonymous: Actor = { kind: 'anonymous' };
export const bearer = (person: Person): Actor => ({ kind: 'bearer', token: person.token });
export const guest = (token: string): Actor => ({ kind: 'guest', token });
/** A token of the right shape that no session has (43 base64url characters, like real ones). */
export const forgedBearer: Extract<Actor, { kind: 'bearer' }> = {
  kind: 'bearer',
  token: randomBytes(32).toString('base64url'),
};
export const forgedGuest: Extract<Actor, { kind: 'guest' }> = {
  kind: 'guest',
  token: randomBytes(48).toString('base64url'),
};

async function payOrder(orderId: number, actor: Actor) {
  const start = await send('GET', `/api/payment/${orderId}`, actor);
  const url = start.res.json<PaymentInitReply>().url ?? '';
  await payOnPage(url);
  await world.simulator.idle();
}

export async function storeOrder(actor: Actor, cartKey: string, body = receiptOrder) {
  const stored = await send('POST', '/api/order/store', actor, { body: body(cartKey) });
  if (stored.status !== 201) throw new Error(`order/store answered ${stored.status}`);
  return stored.res.json<OrderReply>().id;
}

async function purchaseLink(cartKey: string, email: string): Promise<string> {
  const sent = await send('POST', '/api/send-purchase-link', anonymous, {
    body: { cart_key: cartKey, email, name: 'Vendég Vilma', accept_terms: true },
  });
  if (sent.status !== 202) throw new Error(`send-purchase-link answered ${sent.status}`);
  const mail = await world.t.database.db
    .selectFrom('mail_messages')
    .select('text')
    .where('to_address', '=', email)
    .where('kind', '=', 'purchase_link')
    .executeTakeFirstOrThrow();
  const token = /\/cart\?purchase=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no purchase link in the mail');
  return token;
}

beforeAll(async () => {
  world = await createCheckoutWorld();
  routes = registeredRoutes(world.t.app);
  a = await signedInBuyer(world, 'vevo-a');
  b = await signedInBuyer(world, 'vevo-b');
  cashier = await signedInBuyer(world, 'penztaros', 'cashier');
  admin = await signedInBuyer(world, 'admin', 'admin');

  const aCart = await filledCart(world, a.token, { quantity: 1 });
  ids.aReceipt = await storeOrder(bearer(a), aCart.key);
  await payOrder(ids.aReceipt, bearer(a));
  const aInvoiceCart = await filledCart(world, a.token, { quantity: 1 });
  ids.aInvoiceOrder = await storeOrder(bearer(a), aInvoiceCart.key, companyInvoiceOrder);
  await payOrder(ids.aInvoiceOrder, bearer(a));
  const bCart = await filledCart(world, b.token, { quantity: 1 });
  ids.bOrder = await storeOrder(bearer(b), bCart.key);
  await payOrder(ids.bOrder, bearer(b));

  const guestCart = await filledCart(world, '', { quantity: 1 });
  guestToken = await purchaseLink(guestCart.key, `vendeg-${Date.now()}@example.com`);
  ids.guestOrder = await storeOrder(guest(guestToken), guestCart.key);
  await payOrder(ids.guestOrder, guest(guestToken));
  const otherCart = await filledCart(world, '', { quantity: 1 });
  otherGuestToken = await purchaseLink(otherCart.key, `masik-${Date.now()}@example.com`);

  await settleJobs(world);
  const list = await send('GET', '/api/user_orders', bearer(a));
  ids.aInvoice =
    list.res.json<UserOrdersReply>().find((order) => order.id === ids.aInvoiceOrder)?.invoice_id ??
    0;
  if (ids.aInvoice === 0) throw new Error('no invoice was issued');
}, 120_000);

afterAll(async () => {
  await world.close();
});
