import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSzamlazzSimulator,
  type SzamlazzSimulator,
} from '../../integrations/invoicing/szamlazz/szamlazz-simulator/szamlazz-simulator.js';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  cancelOrder,
  documentsOf,
  historyRow,
  invoicedOrder,
  oneTicketTakenBack,
  refundTickets,
  setInvoiceCorrection,
} from './invoice-correction-test-kit.js';

// Correcting a Számlázz.hu invoice after refunds of some tickets (decisions 0039, 0052), against
// the simulator that speaks and validates the Agent's protocol: modifying invoices
// (helyesbitoszamla) or a sztornó and a new invoice, as the setting says.

let szamlazz: SzamlazzSimulator;
let world: CheckoutWorld;
let buyer: { token: string };
let admin: { token: string };
beforeAll(async () => {
  szamlazz = await startSzamlazzSimulator({ agentKeys: ['test-agent-key'] });
  world = await createCheckoutWorld({
    SZAMLAZZ_AGENT_KEY: 'test-agent-key',
    SZAMLAZZ_API_URL: szamlazz.url,
    SZAMLAZZ_RECEIPT_PREFIX: 'JEGY',
    SZAMLAZZ_INVOICE_PREFIX: 'SZINH',
  });
  buyer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
  await szamlazz.close();
});

const tokens = () => ({ buyer: buyer.token, admin: admin.token });
const atSzamlazz = (number: string | null) =>
  szamlazz.documents().find((document) => document.number === number);

describe('modify: Számlázz.hu modifying invoices', () => {
  it('issues one per partial refund naming the original, and one more for the rest on cancel', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'modify')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, tokens());
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    const [original, first] = await documentsOf(world, orderId);
    expect(first).toMatchObject({
      issuer: 'szamlazz',
      status: 'issued',
      modifies_id: original!.id,
    });
    const sent = atSzamlazz(first!.number)!;
    expect(sent).toMatchObject({ type: 'HS', modifies: original!.number, cancels: null });
    expect(sent.requestXml).toContain('<helyesbitoszamla>true</helyesbitoszamla>');
    expect(sent.requestXml).toContain(
      `<helyesbitettSzamlaszam>${original!.number}</helyesbitettSzamlaszam>`,
    );
    expect(sent.navReport).toMatchObject({ operation: 'MODIFY', customerVatStatus: 'DOMESTIC' });
    expect(sent.totals.gross).toBe(-6500);
    expect(sent.lines).toEqual(oneTicketTakenBack);
    expect(sent.comment).toContain('The difference has been refunded to the buyer.');
    expect(atSzamlazz(original!.number)).toMatchObject({ cancelledBy: null });
    expect(first!.pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await historyRow(world, buyer.token, orderId)).toMatchObject({
      invoice_id: original!.id,
      annul_invoice_id: null,
      has_tickets: true,
    });

    await refundTickets(world, admin.token, orderId, [ticketIds[1]!]);
    const second = (await documentsOf(world, orderId))[2]!;
    expect(atSzamlazz(second.number)).toMatchObject({ type: 'HS', modifies: original!.number });

    await cancelOrder(world, admin.token, orderId);
    const all = await documentsOf(world, orderId);
    expect(all).toHaveLength(4);
    const last = atSzamlazz(all[3]!.number)!;
    expect(last).toMatchObject({ type: 'HS', modifies: original!.number });
    const chain = szamlazz
      .documents()
      .filter(
        (document) =>
          document.number === original!.number || document.modifies === original!.number,
      );
    expect(chain).toHaveLength(4);
    expect(chain.reduce((sum, document) => sum + document.totals.gross, 0)).toBe(0);
    expect(chain.reduce((sum, document) => sum + document.totals.vat, 0)).toBe(0);
    expect(await historyRow(world, buyer.token, orderId)).toMatchObject({
      annul_invoice_id: all[3]!.id,
    });
  });
});

describe('reissue: Számlázz.hu sztornó and new invoice', () => {
  it('cancels the invoice and issues one for what remains, twice, then cancels the last', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'reissue')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, tokens());
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    await refundTickets(world, admin.token, orderId, [ticketIds[1]!]);
    await cancelOrder(world, admin.token, orderId);
    const all = await documentsOf(world, orderId);
    expect(
      all.map((document) => [document.cancels_id !== null, document.replaces_id !== null]),
    ).toEqual([
      [false, false],
      [true, false],
      [false, true],
      [true, false],
      [false, true],
      [true, false],
    ]);
    const types = all.map((document) => atSzamlazz(document.number)?.type);
    expect(types).toEqual(['SZ', 'SS', 'SZ', 'SS', 'SZ', 'SS']);
    expect(atSzamlazz(all[4]!.number)?.totals.gross).toBe(6500);
    expect(
      all.every((document) => !atSzamlazz(document.number)?.requestXml.includes('helyesbito')),
    ).toBe(true);
  });
});
