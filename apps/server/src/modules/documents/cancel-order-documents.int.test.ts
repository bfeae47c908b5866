import type { UserOrder } from '@theatre/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  paidOrder as paidOrderOf,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { cancelOrderDocuments } from './cancel-order-documents.js';
import { pdfText } from './pdf-test-kit.js';

let world: CheckoutWorld;
let buyer: { token: string; userId: number; email: string };
beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world);
});
afterAll(async () => {
  await world.close();
});

const db = () => world.t.database.db;

/** An order stored and paid through the simulator's page (its IPN applied meanwhile). */
const paidOrder = async (body: (key: string) => object, quantity = 2) =>
  (await paidOrderOf(world, buyer.token, { body, quantity })).orderId;

/** What the back office does when it cancels an order: the order and its documents, at once. */
function cancel(orderId: number) {
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('id', '=', orderId)
        .execute();
      return cancelOrderDocuments(trx, orderId);
    });
}

const documentsOf = (orderId: number) =>
  db()
    .selectFrom('fiscal_documents')
    .select(['id', 'kind', 'cancels_id', 'status', 'number', 'pdf', 'content'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

const ticketStatuses = async (orderId: number) =>
  (await db().selectFrom('tickets').select('status').where('order_id', '=', orderId).execute()).map(
    (ticket) => ticket.status,
  );

describe('cancelling the documents of a paid order', () => {
  it('invalidates the tickets and issues a cancellation invoice that names the original', async () => {
    const orderId = await paidOrder(companyInvoiceOrder, 2);
    await settleJobs(world);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued' });
    const mailsBefore = await db()
      .selectFrom('mail_messages')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();

    const result = await cancel(orderId);
    expect(result.ticketsCancelled).toBe(2);
    expect(result.cancellationId).not.toBeNull();
    expect(await ticketStatuses(orderId)).toEqual(['cancelled', 'cancelled']);
    await settleJobs(world);

    const documents = await documentsOf(orderId);
    // Nothing is deleted: the original stays as it was, beside its cancellation.
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatchObject({
      id: invoice?.id,
      status: 'issued',
      number: invoice?.number,
    });
    const cancellation = documents[1];
    expect(cancellation).toMatchObject({
      kind: 'invoice',
      cancels_id: invoice?.id,
      status: 'issued',
    });
    expect(cancellation?.number).toMatch(/^SZ-\d{4}-\d{6}$/);
    expect(cancellation?.number).not.toBe(invoice?.number);
    const original = invoice?.content as { total: number; lines: { gross: number }[] };
    const reversed = cancellation?.content as {
      total: number;
      cancels: { number: string };
      lines: { gross: number }[];
    };
    expect(reversed.total).toBe(-original.total);
    expect(reversed.lines.map((line) => line.gross)).toEqual(
      original.lines.map((line) => -line.gross),
    );
    expect(reversed.cancels.number).toBe(invoice?.number);
    // The test client asks in English, so the order's documents are in English.
    const text = await pdfText(cancellation?.pdf ?? Buffer.alloc(0));
    expect(text).toContain(invoice?.number ?? '');
    expect(text).toContain('Példa Kereskedelmi Kft.');

    // The history offers the cancellation invoice, and only it; the buyer downloads it.
    const history = await world.client.call<UserOrder[]>('GET', '/api/user_orders', {
      token: buyer.token,
    });
    const row = history.body.find((order) => order.id === orderId);
    expect(row).toMatchObject({
      status: 'cancelled',
      invoice_id: invoice?.id,
      annul_invoice_id: cancellation?.id,
      has_tickets: false,
      has_receipt: false,
      retryable: false,
    });
    const file = await world.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${String(cancellation?.id)}/download`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const tickets = await world.t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/download_tickets`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(tickets.statusCode).toBe(409);

    // A cancelled order sends no confirmation e-mail of its own from the job.
    const mailsAfter = await db()
      .selectFrom('mail_messages')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(mailsAfter.count).toBe(mailsBefore.count);
  });

  it('cancels a receipt with a cancellation receipt, numbered in the receipts series', async () => {
    const orderId = await paidOrder(receiptOrder, 1);
    await settleJobs(world);
    await cancel(orderId);
    await settleJobs(world);
    const [receipt, cancellation] = await documentsOf(orderId);
    expect(cancellation).toMatchObject({
      kind: 'receipt',
      cancels_id: receipt?.id,
      status: 'issued',
    });
    expect(cancellation?.number).toMatch(/^NY-\d{4}-\d{6}$/);
  });

  it('issues the original first when the order is cancelled before its documents were issued', async () => {
    const orderId = await paidOrder(receiptOrder, 1);
    // The documents job has not run yet: the original is still pending.
    expect((await documentsOf(orderId))[0]?.status).toBe('pending');
    await cancel(orderId);
    await settleJobs(world);
    const [receipt, cancellation] = await documentsOf(orderId);
    expect(receipt?.status).toBe('issued');
    expect(cancellation).toMatchObject({ cancels_id: receipt?.id, status: 'issued' });
    const sequences = await db()
      .selectFrom('fiscal_documents')
      .select('sequence')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect((sequences[1]?.sequence ?? 0) - (sequences[0]?.sequence ?? 0)).toBe(1);
  });

  it('records one cancellation however often, and however concurrently, it is asked for', async () => {
    const orderId = await paidOrder(receiptOrder, 2);
    await settleJobs(world);
    const results = await Promise.all([cancel(orderId), cancel(orderId), cancel(orderId)]);
    expect(results.filter((result) => result.cancellationId !== null)).toHaveLength(1);
    expect(results.reduce((sum, result) => sum + result.ticketsCancelled, 0)).toBe(2);
    const again = await cancel(orderId);
    expect(again).toEqual({ ticketsCancelled: 0, cancellationId: null });
    await settleJobs(world);
    expect(await documentsOf(orderId)).toHaveLength(2);
  });

  it('changes nothing when the transaction that asked for it rolls back', async () => {
    const orderId = await paidOrder(receiptOrder, 1);
    await settleJobs(world);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await cancelOrderDocuments(trx, orderId);
          await sql`select 1 / 0`.execute(trx);
        }),
    ).rejects.toThrow();
    expect(await ticketStatuses(orderId)).toEqual(['valid']);
    expect(await documentsOf(orderId)).toHaveLength(1);
  });
});
