import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSzamlazzSimulator,
  type SzamlazzSimulator,
} from '../../integrations/invoicing/szamlazz/szamlazz-simulator/szamlazz-simulator.js';
import { boxOfficeCart, sell } from '../box-office/box-office-test-kit.js';
import {
  companyInvoiceOrder,
  createCheckoutWorld,
  paidOrder,
  receiptOrder,
  settleJobs,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import { cancelOrderDocuments } from './cancel-order-documents.js';
import { pdfText } from './pdf-test-kit.js';

/**
 * Decision 0023: a fiscal document names the means the buyer paid by: cash, a card on the
 * desk's terminal, or a card online through SimplePay (never "SimplePay" for the desk's terminal).
 */

/** The billing fields of a company invoice, as the desk's sale takes them. */
const deskInvoice = (key: string): Record<string, unknown> => {
  const billing: Record<string, unknown> = { ...companyInvoiceOrder(key) };
  delete billing['accept_terms'];
  return billing;
};

/** A box-office sale of one ticket, paid as said, with a receipt or an invoice. */
async function deskSale(
  world: CheckoutWorld,
  token: string,
  payment: { method: 1 | 2; invoice: boolean; language: 'hu' | 'en' },
): Promise<number> {
  const cart = await boxOfficeCart(world, token, { quantity: 1 });
  const reply = await sell(world, token, {
    ...(payment.invoice ? deskInvoice(cart.key) : { cart_key: cart.key, needs_invoice: 0 }),
    payment_method: payment.method,
    ...(payment.method === 2 ? { card_approved: true } : {}),
    language: payment.language,
  });
  if (reply.status !== 201) throw new Error(`sale answered ${reply.status}`);
  return reply.body.order_id;
}

describe('the means of payment on documents of the built-in issuer', () => {
  let world: CheckoutWorld;
  let cashier: { token: string };
  let buyer: { token: string };
  beforeAll(async () => {
    world = await createCheckoutWorld();
    cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    buyer = await signedInBuyer(world);
  });
  afterAll(async () => {
    await world.close();
  });

  const pdfsOf = async (orderId: number) => {
    const rows = await world.t.database.db
      .selectFrom('fiscal_documents')
      .select('pdf')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return Promise.all(rows.map(async (row) => pdfText(row.pdf ?? Buffer.alloc(0))));
  };

  it('a card sale at the desk: the invoice and its sztornó say the desk’s terminal', async () => {
    const orderId = await deskSale(world, cashier.token, {
      method: 2,
      invoice: true,
      language: 'hu',
    });
    await settleJobs(world);
    await world.t.database.db.transaction().execute((trx) => cancelOrderDocuments(trx, orderId));
    await settleJobs(world);
    const [invoice, cancellation] = await pdfsOf(orderId);
    expect(invoice).toContain('Fizetési mód: Bankkártya (pénztári terminál)');
    expect(invoice).not.toContain('SimplePay');
    expect(cancellation).toContain('Sztornó számla');
    expect(cancellation).toContain('Fizetési mód: Bankkártya (pénztári terminál)');

    const english = await deskSale(world, cashier.token, {
      method: 2,
      invoice: false,
      language: 'en',
    });
    await settleJobs(world);
    const [receipt] = await pdfsOf(english);
    expect(receipt).toContain('Payment method: Card (box office terminal)');
    expect(receipt).not.toContain('SimplePay');
  });

  it('a cash sale at the desk says cash; a purchase online says card through SimplePay', async () => {
    const cash = await deskSale(world, cashier.token, { method: 1, invoice: true, language: 'hu' });
    const online = await paidOrder(world, buyer.token, { quantity: 1, body: receiptOrder });
    await settleJobs(world);
    expect((await pdfsOf(cash))[0]).toContain('Fizetési mód: Készpénz');
    // The test client asks in English: the online order's documents are in English.
    expect((await pdfsOf(online.orderId))[0]).toContain('Payment method: Card (online, SimplePay)');
  });
});

describe('the means of payment sent to Számlázz.hu', () => {
  let szamlazz: SzamlazzSimulator;
  let world: CheckoutWorld;
  let cashier: { token: string };
  let buyer: { token: string };
  beforeAll(async () => {
    szamlazz = await startSzamlazzSimulator({ agentKeys: ['test-agent-key'] });
    world = await createCheckoutWorld({
      SZAMLAZZ_AGENT_KEY: 'test-agent-key',
      SZAMLAZZ_API_URL: szamlazz.url,
      SZAMLAZZ_RECEIPT_PREFIX: 'JEGY',
      SZAMLAZZ_INVOICE_PREFIX: 'SZINH',
    });
    cashier = await signedInBuyer(world, 'penztaros', 'cashier');
    buyer = await signedInBuyer(world);
  });
  afterAll(async () => {
    await world.close();
    await szamlazz.close();
  });

  const sentFor = async (orderId: number) => {
    const row = await world.t.database.db
      .selectFrom('fiscal_documents')
      .select('number')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return szamlazz.documents().find((document) => document.number === row.number);
  };

  it('names the desk’s terminal, cash and SimplePay in the payment method field', async () => {
    const terminal = await deskSale(world, cashier.token, {
      method: 2,
      invoice: true,
      language: 'hu',
    });
    const cash = await deskSale(world, cashier.token, {
      method: 1,
      invoice: false,
      language: 'hu',
    });
    const online = await paidOrder(world, buyer.token, { quantity: 1, body: companyInvoiceOrder });
    await settleJobs(world);
    // Számlázz.hu's own names (its unified list): bankkártya, készpénz, OTP Simple.
    expect((await sentFor(terminal))?.paymentMethod).toBe('bankkártya');
    expect((await sentFor(cash))?.paymentMethod).toBe('készpénz');
    expect((await sentFor(online.orderId))?.paymentMethod).toBe('OTP Simple');
  });
});
