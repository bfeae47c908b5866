import type {
  OrderReply,
  PaymentInitReply,
  PaymentStatusReply,
  PurchasePass,
} from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCartKey } from '../cart/cart-key.js';
import { expireCart } from '../cart/cart-test-kit.js';
import { hashToken } from '../../lib/secure-token.js';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  filledCart,
  inventory,
  orderRow,
  payOnPage,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from './checkout-test-kit.js';

let world: CheckoutWorld;
beforeAll(async () => {
  world = await createCheckoutWorld();
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

type Errors = { message: string; code?: string; errors?: Record<string, string[]> };

let guestCounter = 0;
const guestAddress = () => {
  guestCounter += 1;
  return `vendeg-${Date.now().toString(36)}-${guestCounter}@example.com`;
};

const requestLink = (body: object, lang: 'hu' | 'en' = 'en') =>
  world.client.call<{ message: string } & Errors>('POST', '/api/send-purchase-link', {
    body,
    lang,
  });

/** The token of the last purchase link e-mailed to the address (read from the stored mail). */
async function linkTokenSentTo(email: string): Promise<string> {
  const mail = await db()
    .selectFrom('mail_messages')
    .select(['text', 'kind'])
    .where('to_address', '=', email)
    .where('kind', '=', 'purchase_link')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/cart\?purchase=([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No purchase link in the mail: ${mail.text}`);
  return match[1];
}

/** A guest with a filled cart and a purchase link to it. */
async function guestWithLink(quantity = 2) {
  const cart = await filledCart(world, '', { quantity });
  const email = guestAddress();
  const sent = await requestLink({
    cart_key: cart.key,
    email,
    name: 'Vendég Vilma',
    accept_terms: true,
  });
  if (sent.status !== 202) throw new Error(`send-purchase-link answered ${sent.status}`);
  return { cart, email, link: await linkTokenSentTo(email) };
}

const asGuest = (link: string) => ({ 'x-purchase-token': link });

const guestOrder = (link: string, body: object, lang: 'hu' | 'en' = 'en') =>
  world.client.call<OrderReply & Errors>('POST', '/api/order/store', {
    body,
    headers: asGuest(link),
    lang,
  });

const openLink = (token: string) =>
  world.client.call<PurchasePass & Errors>('POST', '/api/purchase-link/open', {
    body: { token },
  });

describe('POST /send-purchase-link', () => {
  it('e-mails a link to the cart; only the hash of its token is stored', async () => {
    const cart = await filledCart(world, '', { quantity: 1 });
    const email = guestAddress();
    const res = await requestLink(
      { cart_key: cart.key, email, name: 'Vendég Vilma', accept_terms: true },
      'hu',
    );
    expect(res.status).toBe(202);
    expect(res.body.message).toContain(email);
    expect(res.body.message).toMatch(/vásárlási linket/);

    const mail = await db()
      .selectFrom('mail_messages')
      .select(['subject', 'text', 'locale'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.locale).toBe('hu');
    expect(mail.subject).toMatch(/Fejezze be a vásárlást/);
    expect(mail.text).toMatch(/\d{2}:\d{2}-ig tartjuk fenn/);
    const token = await linkTokenSentTo(email);
    expect(token.startsWith(cart.key)).toBe(true);
    expect(token.length).toBe(75);

    const stored = await db()
      .selectFrom('purchase_links')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(cart.key);
    expect(stored.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses bad input per field and carts that cannot be ordered, storing nothing', async () => {
    const email = guestAddress();
    const bad = await requestLink({ cart_key: 'short', email: 'nem-cim', name: 'R2D2' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'accept_terms',
      'cart_key',
      'email',
      'name',
    ]);
    expect(bad.body.errors?.['email']).toEqual(['Invalid email address']);

    const valid = { email, name: 'Vendég Vilma', accept_terms: true };
    const empty = await requestLink({ ...valid, cart_key: await world.client.newKey() });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('cart_empty');

    const expired = await filledCart(world, '', { quantity: 1 });
    await expireCart(db(), hashCartKey(expired.key));
    const late = await requestLink({ ...valid, cart_key: expired.key });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('cart_expired');

    const links = await db()
      .selectFrom('purchase_links')
      .select('id')
      .where('email', '=', email)
      .execute();
    const mails = await db()
      .selectFrom('mail_messages')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(links).toEqual([]);
    expect(mails).toEqual([]);
  });

  it('is rate limited per address like the account e-mails', async () => {
    const cart = await filledCart(world, '', { quantity: 1 });
    const email = guestAddress();
    const body = { cart_key: cart.key, email, name: 'Vendég Vilma', accept_terms: true };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await requestLink(body)).status);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('POST /purchase-link/open', () => {
  it('gives the buyer and the cart key back, any number of times', async () => {
    const { cart, email, link } = await guestWithLink(1);
    for (let time = 0; time < 2; time += 1) {
      const res = await openLink(link);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        email,
        name: 'Vendég Vilma',
        cart_key: cart.key,
        order_id: null,
      });
    }
  });

  it('refuses an unknown, a malformed and an expired link', async () => {
    const unknown = await openLink('x'.repeat(75));
    expect(unknown.status).toBe(403);
    expect(unknown.body.code).toBe('purchase_link_invalid');
    expect((await openLink('bad token!')).status).toBe(422);

    const { link } = await guestWithLink(1);
    await db()
      .updateTable('purchase_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(link))
      .execute();
    const expired = await openLink(link);
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe('purchase_link_invalid');
  });
});

describe('a guest checkout with the link', () => {
  it('orders with a receipt only, binds the order to the link, and allows one order per link', async () => {
    const { cart, email, link } = await guestWithLink(2);
    const invoice = await guestOrder(link, companyInvoiceOrder(cart.key), 'hu');
    expect(invoice.status).toBe(422);
    expect(invoice.body.code).toBe('guest_receipt_only');
    expect(invoice.body.errors?.['needs_invoice']?.[0]).toMatch(/nyugtát kap/);

    const stored = await guestOrder(link, {
      ...receiptOrder(cart.key),
      ticket_delivery: 'download',
    });
    expect(stored.status).toBe(201);
    expect(await orderRow(db(), stored.body.id)).toMatchObject({ status: 'awaiting_payment' });
    const order = await db()
      .selectFrom('orders')
      .select(['user_id', 'buyer_email', 'buyer_name', 'ticket_delivery', 'needs_invoice'])
      .where('id', '=', stored.body.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      user_id: null,
      buyer_email: email,
      buyer_name: 'Vendég Vilma',
      ticket_delivery: 'download',
      needs_invoice: false,
    });
    expect((await openLink(link)).body).toMatchObject({ cart_key: null, order_id: stored.body.id });

    // A second cart with the same link: refused, and the cart is left as it was.
    const second = await filledCart(world, '', { quantity: 1 });
    const before = await inventory(db(), second.typeId);
    const again = await guestOrder(link, receiptOrder(second.key));
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('purchase_link_invalid');
    expect(await inventory(db(), second.typeId)).toEqual(before);
    const cartState = await db()
      .selectFrom('carts')
      .select('retired_at')
      .where('key_hash', '=', hashCartKey(second.key))
      .executeTakeFirstOrThrow();
    expect(cartState.retired_at).toBeNull();
  });

  it('pays the order, and the confirmation sends the guest back with the link', async () => {
    const { cart, email, link } = await guestWithLink(1);
    const stored = await guestOrder(link, receiptOrder(cart.key));
    const start = await world.client.call<PaymentInitReply>(
      'GET',
      `/api/payment/${stored.body.id}`,
      {
        headers: asGuest(link),
      },
    );
    expect(start.body.status).toBe(1);
    await payOnPage(start.body.url ?? '');
    await world.simulator.idle();
    const status = await world.client.call<PaymentStatusReply>(
      'GET',
      `/api/payment/status/${stored.body.id}`,
      { headers: asGuest(link) },
    );
    expect(status.body).toMatchObject({ state: 'paid', payment_status: 1 });
    await settleJobs(world);

    const mail = await db()
      .selectFrom('mail_messages')
      .select(['text', 'html'])
      .where('to_address', '=', email)
      .where('kind', '=', 'order_paid')
      .executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/purchase link we e-mailed you/);
    expect(mail.html).not.toContain('/profile');
  });

  it("lets nobody else reach a guest's order, and a guest no one else's", async () => {
    const { cart, link } = await guestWithLink(1);
    const stored = await guestOrder(link, receiptOrder(cart.key));
    const url = `/api/payment/status/${stored.body.id}`;

    const other = await guestWithLink(1);
    const byOtherGuest = await world.client.call<Errors>('GET', url, {
      headers: asGuest(other.link),
    });
    expect(byOtherGuest.status).toBe(403);
    expect(byOtherGuest.body.code).toBe('not_your_order');

    const user = await signedInBuyer(world, 'regisztralt');
    const byUser = await world.client.call<Errors>('GET', url, { token: user.token });
    expect(byUser.status).toBe(403);
    expect((await world.client.call('GET', url)).status).toBe(401);
    const forged = await world.client.call<Errors>('GET', url, {
      headers: asGuest('z'.repeat(75)),
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('purchase_link_invalid');

    // The user's own order is out of a guest's reach.
    const userCart = await filledCart(world, user.token, { quantity: 1 });
    const own = await world.client.call<OrderReply>('POST', '/api/order/store', {
      body: receiptOrder(userCart.key),
      token: user.token,
    });
    const byGuest = await world.client.call<Errors>('GET', `/api/payment/${own.body.id}`, {
      headers: asGuest(link),
    });
    expect(byGuest.status).toBe(403);
    expect(byGuest.body.code).toBe('not_your_order');
  });
});
