import type { OrderReply, PaymentInitReply, StaffOrderDetails } from '@theatre/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiscalLine } from '../../integrations/invoicing/invoicing-service.js';
import {
  createCheckoutWorld,
  filledCart,
  payOnPage,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { createShow } from '../cart/cart-test-kit.js';
import type { FiscalContent } from './fiscal-content.js';

/**
 * Decision 0023: an order's VAT split is computed once. The order's page and API (the back
 * office's order details) say what its receipt says, line by line, the coupon's VAT included.
 */

let world: CheckoutWorld;
let buyer: { token: string };
let admin: { token: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world);
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

let couponCounter = 0;

/** A coupon of a fixed amount: for every ticket type, or for the ones given. */
async function fixedCoupon(value: number, ticketTypeIds: number[] = []): Promise<string> {
  couponCounter += 1;
  const code = `AFA${Date.now().toString(36).toUpperCase()}${couponCounter}`;
  const { id } = await db()
    .insertInto('coupons')
    .values({ code, name: 'Áfa kupon', name_en: 'VAT coupon', kind: 'fixed', value })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const ticketTypeId of ticketTypeIds) {
    await db()
      .insertInto('coupon_targets')
      .values({ coupon_id: id, ticket_type_id: ticketTypeId })
      .execute();
  }
  return code;
}

/** A cart with the coupon, stored and paid online; its documents issued. */
async function payWithCoupon(key: string, coupon: string): Promise<number> {
  const added = await world.client.call('POST', '/api/coupon/add', {
    body: { coupon_id: coupon, cart_key: key },
    token: buyer.token,
  });
  expect(added.status).toBe(200);
  const stored = await world.client.call<OrderReply>('POST', '/api/order/store', {
    body: receiptOrder(key),
    token: buyer.token,
  });
  expect(stored.status).toBe(201);
  const start = await world.client.call<PaymentInitReply>('GET', `/api/payment/${stored.body.id}`, {
    token: buyer.token,
  });
  await payOnPage(start.body.url ?? '');
  await world.simulator.idle();
  await settleJobs(world);
  return stored.body.id;
}

const setVatRate = (typeId: number, vatRate: '5' | '18' | '27') =>
  db().updateTable('ticket_types').set({ vat_rate: vatRate }).where('id', '=', typeId).execute();

/** 2 tickets of 5000 Ft at a VAT rate, a fee of 290 Ft each, and a coupon of a fixed amount. */
async function paidWithCoupon(vatRate: '5' | '27', discount: number): Promise<number> {
  const cart = await filledCart(world, buyer.token, { quantity: 2, price: 5000, techFee: 290 });
  await setVatRate(cart.typeId, vatRate);
  return payWithCoupon(cart.key, await fixedCoupon(discount));
}

const details = async (orderId: number) => {
  const reply = await world.client.call<StaffOrderDetails>('GET', `/api/admin/orders/${orderId}`, {
    token: admin.token,
  });
  expect(reply.status).toBe(200);
  return reply.body;
};

const receiptLines = async (orderId: number): Promise<FiscalLine[]> => {
  const row = await db()
    .selectFrom('fiscal_documents')
    .select(['content', 'status'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('issued');
  return (row.content as FiscalContent).lines;
};

describe('the VAT of an order with a coupon', () => {
  it('is the same on the order page and API as on the issued receipt (5 % tickets)', async () => {
    const orderId = await paidWithCoupon('5', 1000);
    const order = await details(orderId);
    const receipt = await receiptLines(orderId);
    // The coupon takes back 5 % VAT: it reduces the price of 5 % tickets.
    expect(receipt.filter((line) => line.gross < 0).map((line) => line.vatRate)).toEqual(['5']);
    expect(
      order.items.map((item) => ({
        vat_rate: item.vat_rate,
        net: item.net,
        vat: item.vat,
        total: item.total,
      })),
    ).toEqual(
      receipt.map((line) => ({
        vat_rate: line.vatRate,
        net: line.net,
        vat: line.vat,
        total: line.gross,
      })),
    );
  });

  it('reduces only the ticket type a coupon is for, in a mixed 5 % and 27 % order', async () => {
    const show = await createShow(db(), { price: 5000, techFee: 290, extraTypes: 1 });
    const [reduced, other] = show.typeIds as [number, number];
    await setVatRate(reduced, '27');
    await setVatRate(other, '5');
    const key = await world.client.newKey();
    for (const typeId of [reduced, other, other]) {
      expect((await world.client.add(key, typeId, buyer.token)).status).toBe(200);
    }
    const orderId = await payWithCoupon(key, await fixedCoupon(1200, [reduced]));
    const receipt = await receiptLines(orderId);
    expect(receipt.filter((line) => line.gross < 0)).toEqual([
      expect.objectContaining({ vatRate: '27', gross: -1200, net: -945, vat: -255 }),
    ]);
    const order = await details(orderId);
    expect(order.items.map((item) => [item.kind, item.vat_rate, item.total])).toEqual([
      ['ticket', '27', 5000],
      ['ticket', '5', 12_000],
      ['fee', '27', 870],
      ['discount', '27', -1200],
    ]);
    expect(order.vat_summary).toEqual([
      { vat_rate: '27', net: 3937 + 685 - 945, vat: 1063 + 185 - 255, gross: 5000 + 870 - 1200 },
      { vat_rate: '5', net: 11_429, vat: 571, gross: 12_000 },
    ]);
    expect(order.total).toBe(5000 + 12_000 + 870 - 1200);
  });
});
