import type {
  OrderItemsReply,
  OrderReply,
  PaymentInitReply,
  UserOrdersReply,
} from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  filledCart,
  payOnPage,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { pdfText } from './pdf-test-kit.js';

let world: CheckoutWorld;
let owner: { token: string; userId: number; email: string };
let stranger: { token: string; userId: number; email: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  owner = await signedInBuyer(world, 'tulaj');
  stranger = await signedInBuyer(world, 'idegen');
});
afterAll(async () => {
  await world.close();
});

async function storedOrder(body: (key: string) => object) {
  const cart = await filledCart(world, owner.token, { quantity: 2 });
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: body(cart.key),
    token: owner.token,
    lang: 'hu',
  });
  return stored.body.id;
}

async function pay(orderId: number) {
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${orderId}`, {
    token: owner.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
}

const get = <T = { code?: string; message: string }>(url: string, token?: string) =>
  world.client.call<T>('GET', url, { token, lang: 'hu' });

async function download(url: string, token: string) {
  const res = await world.t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'hu' },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

describe('the order history and downloads', () => {
  let receiptId: number;
  let invoiceOrderId: number;
  let unpaidId: number;

  beforeAll(async () => {
    receiptId = await storedOrder(receiptOrder);
    invoiceOrderId = await storedOrder(companyInvoiceOrder);
    unpaidId = await storedOrder(receiptOrder);
    await pay(receiptId);
    await pay(invoiceOrderId);
  });

  it('says the documents are not ready until the job has issued them', async () => {
    const early = await download(`/api/orders/${receiptId}/download_tickets`, owner.token);
    expect(early.status).toBe(409);
    await settleJobs(world);
  });

  it('lists the orders newest first with the row actions, in the caller’s language', async () => {
    const res = await get<UserOrdersReply>('/api/user_orders', owner.token);
    expect(res.status).toBe(200);
    expect(res.body.map((order) => order.id)).toEqual([unpaidId, invoiceOrderId, receiptId]);
    const [unpaid, invoice, receipt] = res.body;
    expect(receipt).toMatchObject({
      status: 'paid',
      payment_status: 1,
      payment_status_name: 'Fizetve',
      payment_method_name: 'Bankkártya (online, SimplePay)',
      has_receipt: true,
      has_tickets: true,
      invoice_id: null,
      annul_invoice_id: null,
      retryable: false,
    });
    expect(invoice?.invoice_id).toEqual(expect.any(Number));
    expect(invoice?.has_receipt).toBe(false);
    expect(unpaid).toMatchObject({
      payment_status: 0,
      payment_status_name: 'Fizetésre vár',
      has_tickets: false,
      retryable: true,
    });
    const items = await get<OrderItemsReply>(`/api/order/${receiptId}/items`, owner.token);
    expect(items.body).toEqual([
      expect.objectContaining({ quantity: 2, bruttoSum: 10_000 }),
      expect.objectContaining({ name: 'Kezelési költség', quantity: 2, bruttoSum: 580 }),
    ]);
  });

  it('carries each performance’s start and venue in the list and the details, in the caller’s language', async () => {
    const show = await world.t.database.db
      .selectFrom('order_items as i')
      .innerJoin('events as e', 'e.id', 'i.event_id')
      .innerJoin('venues as v', 'v.id', 'e.venue_id')
      .select(['e.id', 'e.starts_at', 'v.name', 'v.name_en', 'v.address'])
      .where('i.order_id', '=', receiptId)
      .where('i.kind', '=', 'ticket')
      .executeTakeFirstOrThrow();
    const performance = {
      event_id: show.id,
      starts_at: new Date(show.starts_at).toISOString(),
      venue_address: show.address,
    };
    const hu = await get<UserOrdersReply>('/api/user_orders', owner.token);
    const huPerformances = hu.body.find((order) => order.id === receiptId)?.performances;
    expect(huPerformances?.[0]?.name).toMatch(/^Próbaelőadás \d+$/);
    expect(huPerformances).toEqual([
      { ...performance, name: huPerformances?.[0]?.name, venue_name: show.name },
    ]);
    const en = await world.client.call<UserOrdersReply>('GET', '/api/user_orders', {
      token: owner.token,
      lang: 'en',
    });
    const enPerformances = en.body.find((order) => order.id === receiptId)?.performances;
    expect(enPerformances?.[0]?.name).toMatch(/^Test show \d+$/);
    expect(enPerformances).toEqual([
      { ...performance, name: enPerformances?.[0]?.name, venue_name: show.name_en },
    ]);

    const items = await get<OrderItemsReply>(`/api/order/${receiptId}/items`, owner.token);
    expect(items.body).toEqual([
      expect.objectContaining({ ...performance, venue_name: show.name, quantity: 2 }),
      expect.objectContaining({
        name: 'Kezelési költség',
        event_id: null,
        starts_at: null,
        venue_name: null,
        venue_address: null,
      }),
    ]);
  });

  it('downloads the tickets, the receipt and the invoice as PDF with their names', async () => {
    const tickets = await download(`/api/orders/${receiptId}/download_tickets`, owner.token);
    expect(tickets.status).toBe(200);
    expect(tickets.headers['content-type']).toBe('application/pdf');
    expect(tickets.headers['content-disposition']).toContain(`filename="jegyek-${receiptId}.pdf"`);
    expect(tickets.headers['cache-control']).toBe('no-store');

    const receipt = await download(`/api/orders/${receiptId}/download_receipt`, owner.token);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-disposition']).toMatch(/filename="nyugta-NY-\d{4}-\d{6}\.pdf"/);

    const list = await get<UserOrdersReply>('/api/user_orders', owner.token);
    const invoiceId = list.body.find((order) => order.id === invoiceOrderId)?.invoice_id ?? 0;
    const invoice = await download(`/api/invoices/${invoiceId}/download`, owner.token);
    expect(invoice.status).toBe(200);
    expect(await pdfText(invoice.body)).toContain('Példa Kereskedelmi Kft.');
    expect(
      (await download(`/api/orders/${invoiceOrderId}/download_receipt`, owner.token)).status,
    ).toBe(404);
    expect((await download(`/api/orders/${unpaidId}/download_tickets`, owner.token)).status).toBe(
      409,
    );
  });

  it("answers 'Not your order!' to anyone else, and 401 to nobody", async () => {
    const list = await get<UserOrdersReply>('/api/user_orders', owner.token);
    const invoiceId = list.body.find((order) => order.id === invoiceOrderId)?.invoice_id ?? 0;
    const urls = [
      `/api/order/${receiptId}/items`,
      `/api/orders/${receiptId}/download_tickets`,
      `/api/orders/${receiptId}/download_receipt`,
      `/api/invoices/${invoiceId}/download`,
    ];
    for (const url of urls) {
      const other = await get(url, stranger.token);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('Ez nem az Ön rendelése!');
      expect((await get(url)).status).toBe(401);
      const guest = await world.client.call('GET', url, {
        headers: { 'x-purchase-token': 'q'.repeat(75) },
      });
      expect(guest.status).toBe(403);
    }
    expect((await get<UserOrdersReply>('/api/user_orders', stranger.token)).body).toEqual([]);
    expect((await get('/api/user_orders')).status).toBe(401);
  });
});
