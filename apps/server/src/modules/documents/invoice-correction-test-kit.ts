import type { UserOrder } from '@theatre/contracts';
import { expect } from 'vitest';
import type { FiscalLine } from '../../integrations/invoicing/invoicing-service.js';
import {
  companyInvoiceOrder,
  paidOrder,
  settleJobs,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { newCouponBody } from '../coupons/coupons-test-kit.js';
import { adminCall } from '../orders/orders-test-kit.js';
import type { FiscalContent } from './fiscal-content.js';
import { vatSummaryOf } from './fiscal-lines.js';

/*
 * What the tests of correcting an invoice after refunds of some tickets share (decisions 0039,
 * 0052): the setting, an invoiced order of three tickets with a coupon, refunds, the cancel, the
 * order's documents and its history row as the buyer sees it.
 */

/** PUT /api/admin/settings/invoicing as the given staff member. */
export async function setInvoiceCorrection(
  world: CheckoutWorld,
  token: string,
  mode: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await world.t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/invoicing',
    payload: { invoice_correction: mode },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'hu' },
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * A company's paid order of three tickets at 6900 with the shop's 290 fee and a 10 % coupon
 * (2070, 690 a ticket), its documents issued: 19 500 in all, 6500 a ticket.
 */
export async function invoicedOrder(
  world: CheckoutWorld,
  tokens: { buyer: string; admin: string },
): Promise<{ orderId: number; ticketIds: number[] }> {
  const coupon = await adminCall<{ code: string }>(
    world,
    'POST',
    '/api/admin/coupons',
    tokens.admin,
    { body: newCouponBody({ value: 10 }) },
  );
  expect(coupon.status).toBe(201);
  const order = await paidOrder(world, tokens.buyer, {
    quantity: 3,
    price: 6900,
    body: companyInvoiceOrder,
    coupon: coupon.body.code,
  });
  await settleJobs(world);
  const tickets = await world.t.database.db
    .selectFrom('tickets')
    .select('id')
    .where('order_id', '=', order.orderId)
    .orderBy('id')
    .execute();
  return { orderId: order.orderId, ticketIds: tickets.map((ticket) => ticket.id) };
}

/** Refunds tickets of the order as the administrator, then runs the documents job. */
export async function refundTickets(
  world: CheckoutWorld,
  token: string,
  orderId: number,
  ticketIds: number[],
): Promise<void> {
  const reply = await adminCall(
    world,
    'POST',
    `/api/admin/orders/${orderId}/refund-tickets`,
    token,
    { body: { ticket_ids: ticketIds, reason: 'A vevő visszahozta' } },
  );
  expect(reply.status).toBe(200);
  await settleJobs(world);
}

/** Cancels the whole order (refunded) as the administrator, then runs the documents job. */
export async function cancelOrder(world: CheckoutWorld, token: string, orderId: number) {
  const reply = await adminCall(world, 'POST', `/api/admin/orders/${orderId}/cancel`, token, {
    body: { reason: 'Elmarad a látogatás' },
  });
  expect(reply.status).toBe(200);
  await settleJobs(world);
}

export async function documentsOf(world: CheckoutWorld, orderId: number) {
  const rows = await world.t.database.db
    .selectFrom('fiscal_documents')
    .select(['id', 'kind', 'cancels_id', 'replaces_id', 'modifies_id', 'status', 'number'])
    .select(['content', 'pdf', 'issuer'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, content: row.content as FiscalContent }));
}

/** The order's row of the buyer's history (GET /api/user_orders). */
export async function historyRow(world: CheckoutWorld, token: string, orderId: number) {
  const reply = await world.client.call<UserOrder[]>('GET', '/api/user_orders', { token });
  expect(reply.status).toBe(200);
  return reply.body.find((order) => order.id === orderId);
}

/** Gross per VAT rate of some documents' lines together. */
export function grossByRate(documents: readonly { content: FiscalContent }[]) {
  const lines: FiscalLine[] = documents.flatMap((document) => document.content.lines);
  return Object.fromEntries(vatSummaryOf(lines).map((row) => [row.vatRate, row.gross]));
}

/** What a modifying invoice of one ticket of `invoicedOrder` takes back, line by line. */
export const oneTicketTakenBack = [
  expect.objectContaining({ quantity: -1, gross: -6900 }),
  expect.objectContaining({ quantity: -1, gross: -290 }),
  expect.objectContaining({ quantity: -1, gross: 690 }),
];

/** Every line keeps net + VAT = gross, and net = net unit price × quantity (within a forint). */
export function expectLinesAddUp(lines: readonly FiscalLine[]): void {
  for (const line of lines) {
    expect(line.net + line.vat).toBe(line.gross);
    expect(Math.abs(line.net - line.netUnitPrice * line.quantity)).toBeLessThanOrEqual(1);
  }
}
