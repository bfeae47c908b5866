import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSzamlazzSimulator,
  type SzamlazzSimulator,
} from '../../integrations/invoicing/szamlazz/szamlazz-simulator/szamlazz-simulator.js';
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

let szamlazz: SzamlazzSimulator;
let world: CheckoutWorld;
let buyer: { token: string };
beforeAll(async () => {
  szamlazz = await startSzamlazzSimulator({ agentKeys: ['test-agent-key'] });
  world = await createCheckoutWorld({
    SZAMLAZZ_AGENT_KEY: 'test-agent-key',
    SZAMLAZZ_API_URL: szamlazz.url,
    SZAMLAZZ_RECEIPT_PREFIX: 'JEGY',
    SZAMLAZZ_INVOICE_PREFIX: 'SZINH',
  });
  buyer = await signedInBuyer(world);
});
afterAll(async () => {
  await world.close();
  await szamlazz.close();
});

const db = () => world.t.database.db;

/** An order of one ticket stored and paid through the simulator's page. */
const paidOrder = async (body: (key: string) => object) =>
  (await paidOrderOf(world, buyer.token, { body, quantity: 1 })).orderId;

const documentOf = (orderId: number) =>
  db()
    .selectFrom('fiscal_documents')
    .select(['issuer', 'status', 'number', 'attempts', 'last_error', 'pdf'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('documents issued by Számlázz.hu', () => {
  it('issues the receipt and the invoice there, and the invoice is reported to NAV', async () => {
    const receiptOrderId = await paidOrder(receiptOrder);
    const invoiceOrderId = await paidOrder(companyInvoiceOrder);
    await settleJobs(world);
    const receipt = await documentOf(receiptOrderId);
    expect(receipt).toMatchObject({ issuer: 'szamlazz', status: 'issued' });
    expect(receipt.number).toMatch(/^JEGY-\d{4}-1$/);
    const invoice = await documentOf(invoiceOrderId);
    expect(invoice.number).toMatch(/^E-SZINH-\d{4}-1$/);
    expect(invoice.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const atSzamlazz = szamlazz.documents();
    expect(atSzamlazz.map((document) => document.number).sort()).toEqual(
      [receipt.number, invoice.number].sort(),
    );
    const atNav = atSzamlazz.find((document) => document.number === invoice.number);
    expect(atNav?.navReport).toMatchObject({
      operation: 'CREATE',
      customerVatStatus: 'DOMESTIC',
      customerTaxpayerId: '12345676',
    });
  });

  it('keeps the document pending while the service is down, then issues it once', async () => {
    const orderId = await paidOrder(receiptOrder);
    szamlazz.setDown(true);
    await world.t.app.runJobs();
    const waiting = await documentOf(orderId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toBeTruthy();
    szamlazz.setDown(false);
    await db()
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('done_at', 'is', null)
      .execute();
    await settleJobs(world);
    expect(await documentOf(orderId)).toMatchObject({ status: 'issued' });
    const forOrder = szamlazz.documents().filter((document) => document.number.startsWith('JEGY'));
    expect(forOrder).toHaveLength(2);
  });
  it('cancels an invoice there with a sztornó that names it, also reported to NAV', async () => {
    const orderId = await paidOrder(companyInvoiceOrder);
    await settleJobs(world);
    const invoice = await documentOf(orderId);
    await db()
      .transaction()
      .execute((trx) => cancelOrderDocuments(trx, orderId));
    await settleJobs(world);
    const cancellation = await db()
      .selectFrom('fiscal_documents')
      .select(['issuer', 'status', 'number', 'pdf'])
      .where('order_id', '=', orderId)
      .where('cancels_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(cancellation).toMatchObject({ issuer: 'szamlazz', status: 'issued' });
    expect(cancellation.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const atSzamlazz = szamlazz
      .documents()
      .find((document) => document.number === cancellation.number);
    expect(atSzamlazz?.cancels).toBe(invoice.number);
    expect(atSzamlazz?.navReport).toMatchObject({ operation: 'STORNO' });
  });
});
