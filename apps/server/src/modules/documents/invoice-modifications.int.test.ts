import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCheckoutWorld,
  signedInBuyer,
  type CheckoutWorld,
} from '../checkout/checkout-test-kit.js';
import {
  cancelOrder,
  documentsOf,
  expectLinesAddUp,
  grossByRate,
  historyRow,
  invoicedOrder,
  oneTicketTakenBack,
  refundTickets,
  setInvoiceCorrection,
} from './invoice-correction-test-kit.js';
import { pdfText } from './pdf-test-kit.js';

// Correcting an invoice of the built-in issuer after refunds of some tickets (decisions 0039,
// 0052): by a sztornó and a new invoice, or by modifying invoices, as the setting says.

let world: CheckoutWorld;
let buyer: { token: string };
let admin: { token: string; userId: number };
beforeAll(async () => {
  world = await createCheckoutWorld();
  buyer = await signedInBuyer(world, 'vevo');
  admin = await signedInBuyer(world, 'admin', 'admin');
});
afterAll(async () => {
  await world.close();
});

const tokens = () => ({ buyer: buyer.token, admin: admin.token });

describe('the invoice_correction setting', () => {
  it('is reissue by default, refuses another value with 422, and is audited on change', async () => {
    const settings = await world.client.call<{ invoicing: unknown }>('GET', '/api/admin/settings', {
      token: admin.token,
    });
    expect(settings.body.invoicing).toEqual({ invoice_correction: 'reissue' });
    const bad = await setInvoiceCorrection(world, admin.token, 'credit_note');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: { invoice_correction: ['A mező értéke nem megengedett.'] },
    });
    const saved = await setInvoiceCorrection(world, admin.token, 'modify');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toContain('módosító számla');
    expect(saved.body.settings).toMatchObject({ invoicing: { invoice_correction: 'modify' } });
    const audit = await world.t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'data'])
      .where('action', '=', 'settings.invoicing_updated')
      .execute();
    expect(audit).toEqual([
      {
        actor_id: admin.userId,
        data: { changes: { invoice_correction: { from: 'reissue', to: 'modify' } } },
      },
    ]);
    const cashier = await signedInBuyer(world, 'penztar2', 'cashier');
    expect((await setInvoiceCorrection(world, cashier.token, 'reissue')).status).toBe(403);
    expect((await setInvoiceCorrection(world, admin.token, 'reissue')).status).toBe(200);
  });
});

describe('modify: modifying invoices of the built-in issuer', () => {
  it('corrects two partial refunds and the cancel by modifying invoices naming the original', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'modify')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, tokens());
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    const [original, first, ...rest] = await documentsOf(world, orderId);
    expect(rest).toEqual([]);
    expect(original).toMatchObject({ kind: 'invoice', status: 'issued', modifies_id: null });
    expect(first).toMatchObject({
      kind: 'invoice',
      status: 'issued',
      cancels_id: null,
      replaces_id: null,
      modifies_id: original!.id,
    });
    // Its own number in the invoice series, after the original's.
    const [series, sequence] = [
      /^(.*-)(\d+)$/.exec(original!.number!)!,
      /^(.*-)(\d+)$/.exec(first!.number!)!,
    ];
    expect(sequence[1]).toBe(series[1]);
    expect(Number(sequence[2])).toBeGreaterThan(Number(series[2]));
    const content = first!.content;
    expect(content.modifies).toEqual({
      number: original!.number,
      issueDate: original!.content.issueDate,
    });
    expect(content.total).toBe(-6500);
    expect(content.lines).toEqual(oneTicketTakenBack);
    expectLinesAddUp(content.lines);
    expect(content.lines.reduce((sum, line) => sum + line.gross, 0)).toBe(-6500);

    // The order was placed in English: its documents are English (render-fiscal-pdf.test.ts: hu).
    const text = await pdfText(first!.pdf!);
    expect(text).toContain('Modifying invoice');
    expect(text).toContain(`Number of the modified invoice: ${original!.number}`);
    expect(text).toContain('The difference has been refunded to the buyer.');
    expect(text).toContain('Difference in total: -6500 Ft');

    // The original stays valid: the history offers it and the two tickets left.
    expect(await historyRow(world, buyer.token, orderId)).toMatchObject({
      invoice_id: original!.id,
      annul_invoice_id: null,
      has_tickets: true,
    });

    // The setting changed now does not turn the invoice's corrections: they go on as begun.
    expect((await setInvoiceCorrection(world, admin.token, 'reissue')).status).toBe(200);
    await refundTickets(world, admin.token, orderId, [ticketIds[1]!]);
    const afterSecond = await documentsOf(world, orderId);
    expect(afterSecond).toHaveLength(3);
    const second = afterSecond[2]!;
    expect(second).toMatchObject({ modifies_id: original!.id, cancels_id: null });
    expect(second.content.modifies?.number).toBe(original!.number);
    expect(second.content.lines).toEqual(oneTicketTakenBack);
    const total = afterSecond.reduce((sum, document) => sum + document.content.total, 0);
    expect(total).toBe(6500);

    await cancelOrder(world, admin.token, orderId);
    const all = await documentsOf(world, orderId);
    expect(all.every((document) => document.cancels_id === null)).toBe(true);
    const last = all[3]!;
    expect(all).toHaveLength(4);
    expect(last).toMatchObject({ modifies_id: original!.id, status: 'issued' });
    expect(last.content).toMatchObject({ settles: true, total: -6500 });
    expectLinesAddUp(last.content.lines);
    // Original and modifying invoices come to nothing, per rate.
    expect(Object.values(grossByRate(all)).every((gross) => gross === 0)).toBe(true);
    expect(all.reduce((sum, document) => sum + document.content.total, 0)).toBe(0);
    expect(await historyRow(world, buyer.token, orderId)).toMatchObject({
      annul_invoice_id: last.id,
      has_tickets: false,
    });
  });

  it('cancels an invoice without modifying invoices by a sztornó, as ever', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'modify')).status).toBe(200);
    const { orderId } = await invoicedOrder(world, tokens());
    await cancelOrder(world, admin.token, orderId);
    const [original, cancellation, ...rest] = await documentsOf(world, orderId);
    expect(rest).toEqual([]);
    expect(cancellation).toMatchObject({ cancels_id: original!.id, modifies_id: null });
  });
});

describe('reissue: a sztornó and a new invoice of the built-in issuer', () => {
  it('corrects two partial refunds and the cancel, the history offering the valid tickets', async () => {
    expect((await setInvoiceCorrection(world, admin.token, 'reissue')).status).toBe(200);
    const { orderId, ticketIds } = await invoicedOrder(world, tokens());
    await refundTickets(world, admin.token, orderId, [ticketIds[0]!]);
    const [original, storno, replacement] = await documentsOf(world, orderId);
    expect(storno).toMatchObject({ cancels_id: original!.id, modifies_id: null });
    expect(replacement).toMatchObject({ replaces_id: original!.id, cancels_id: null });
    expect(replacement!.content.total).toBe(13_000);
    // A correction is no cancellation: the tickets and the new invoice are still offered.
    expect(await historyRow(world, buyer.token, orderId)).toMatchObject({
      invoice_id: replacement!.id,
      annul_invoice_id: null,
      has_tickets: true,
    });
    await refundTickets(world, admin.token, orderId, [ticketIds[1]!]);
    const second = await documentsOf(world, orderId);
    expect(second).toHaveLength(5);
    expect(second[3]).toMatchObject({ cancels_id: replacement!.id });
    expect(second[4]).toMatchObject({ replaces_id: replacement!.id });
    expect(second[4]!.content.total).toBe(6500);
    await cancelOrder(world, admin.token, orderId);
    const all = await documentsOf(world, orderId);
    expect(all).toHaveLength(6);
    expect(all[5]).toMatchObject({ cancels_id: second[4]!.id, status: 'issued' });
    expect(all.some((document) => document.modifies_id !== null)).toBe(false);
    expect(await historyRow(world, buyer.token, orderId)).toMatchObject({
      annul_invoice_id: all[5]!.id,
    });
  });
});
