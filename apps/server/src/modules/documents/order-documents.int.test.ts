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
import { formatDateTime } from '@theatre/i18n';
import { systemClock } from '../../lib/clock.js';
import { issueFiscalDocument } from './issue-fiscal-document.js';
import { decodeQrCodes, pdfText } from './pdf-test-kit.js';

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

const documentsOf = (orderId: number) =>
  db()
    .selectFrom('fiscal_documents')
    .select(['id', 'kind', 'status', 'number', 'sequence', 'pdf', 'issuer'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

describe('the documents of a paid order', () => {
  // The test client asks in English: the order's documents and e-mail are in English.
  it('are tickets with QR codes and an invoice, mailed to the buyer as attachments with a calendar entry', async () => {
    const orderId = await paidOrder(companyInvoiceOrder, 2);
    const tickets = await db()
      .selectFrom('tickets')
      .select(['code', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(2);
    // Recorded with the payment, issued by the job.
    expect((await documentsOf(orderId))[0]).toMatchObject({ kind: 'invoice', status: 'pending' });

    await settleJobs(world);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued', issuer: 'builtin' });
    expect(invoice?.number).toMatch(/^SZ-\d{4}-\d{6}$/);
    const invoiceText = await pdfText(invoice?.pdf ?? Buffer.alloc(0));
    expect(invoiceText).toContain('Példa Kereskedelmi Kft.');
    expect(invoiceText).toContain('Tax number: 12345676-2-41');
    expect(invoiceText).toContain(`Number: ${invoice?.number ?? ''}`);

    const file = await db()
      .selectFrom('ticket_files')
      .select('pdf')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(await decodeQrCodes(file.pdf)).toEqual(tickets.map((ticket) => ticket.code));

    const mail = await db()
      .selectFrom('mail_messages')
      .select('id')
      .where('to_address', '=', buyer.email)
      .where('kind', '=', 'order_paid')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const attachments = await db()
      .selectFrom('mail_attachments')
      .select(['filename', 'content_type'])
      .where('message_id', '=', mail.id)
      .orderBy('id')
      .execute();
    expect(attachments).toEqual([
      { filename: `tickets-${orderId}.pdf`, content_type: 'application/pdf' },
      { filename: `invoice-${invoice?.number ?? ''}.pdf`, content_type: 'application/pdf' },
      {
        filename: `calendar-${orderId}.ics`,
        content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ]);
  });

  it('are mailed with each performance’s date, time and venue, saying what is attached', async () => {
    // The test client asks in English: an invoice order in English, a receipt order in Hungarian.
    const english = await paidOrderOf(world, buyer.token, {
      body: companyInvoiceOrder,
      quantity: 1,
    });
    const hungarian = await paidOrderOf(world, buyer.token, { body: receiptOrder, quantity: 1 });
    await db()
      .updateTable('orders')
      .set({ language: 'hu' })
      .where('id', '=', hungarian.orderId)
      .execute();
    await settleJobs(world);
    const showOf = (eventId: number) =>
      db()
        .selectFrom('events as e')
        .innerJoin('venues as v', 'v.id', 'e.venue_id')
        .select(['e.starts_at', 'v.name', 'v.name_en', 'v.address'])
        .where('e.id', '=', eventId)
        .executeTakeFirstOrThrow();
    const mailOf = (orderId: number) =>
      db()
        .selectFrom('mail_messages')
        .select(['text', 'html'])
        .where('order_id', '=', orderId)
        .where('kind', '=', 'order_paid')
        .executeTakeFirstOrThrow();

    const en = await showOf(english.eventId);
    const enMail = await mailOf(english.orderId);
    for (const body of [enMail.text, enMail.html]) {
      expect(body).toContain(formatDateTime(en.starts_at, 'en'));
      expect(body).toContain(`${en.name_en}, ${en.address}`);
      expect(body).toContain('Attached to this e-mail as PDF: your tickets and the invoice.');
      expect(body).toContain('The performances are attached as calendar entries too');
    }

    const hu = await showOf(hungarian.eventId);
    const huMail = await mailOf(hungarian.orderId);
    for (const body of [huMail.text, huMail.html]) {
      expect(body).toContain(formatDateTime(hu.starts_at, 'hu'));
      expect(body).toContain(`${hu.name}, ${hu.address}`);
      expect(body).toContain('Ehhez a levélhez PDF-ben csatoltuk a jegyeket és a nyugtát.');
      expect(body).toContain('naptárbejegyzésként (.ics fájlban) is csatoltuk');
    }
  });

  it('carry the order’s performance as a calendar entry in the order’s language', async () => {
    const { orderId, eventId } = await paidOrderOf(world, buyer.token, {
      body: receiptOrder,
      quantity: 2,
    });
    await db().updateTable('orders').set({ language: 'hu' }).where('id', '=', orderId).execute();
    await settleJobs(world);
    const show = await db()
      .selectFrom('events as e')
      .innerJoin('productions as p', 'p.id', 'e.production_id')
      .innerJoin('venues as v', 'v.id', 'e.venue_id')
      .select(['e.starts_at', 'p.name', 'p.duration_minutes', 'v.name as venue', 'v.address'])
      .where('e.id', '=', eventId)
      .executeTakeFirstOrThrow();
    const file = await db()
      .selectFrom('mail_attachments as a')
      .innerJoin('mail_messages as m', 'm.id', 'a.message_id')
      .select(['a.filename', 'a.content'])
      .where('m.order_id', '=', orderId)
      .where('m.kind', '=', 'order_paid')
      .where('a.filename', 'like', '%.ics')
      .executeTakeFirstOrThrow();
    expect(file.filename).toBe(`naptar-${orderId}.ics`);
    const lines = file.content.toString('utf8').replace(/\r\n /g, '').split('\r\n');
    const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    const start = new Date(show.starts_at);
    const end = new Date(start.getTime() + show.duration_minutes * 60_000);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:order-${orderId}-performance-${eventId}@localhost`,
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(end)}`,
        `SUMMARY:${show.name.replace(/([,;\\])/g, '\\$1')}`,
      ]),
    );
    const location = lines.find((line) => line.startsWith('LOCATION:')) ?? '';
    expect(location).toContain(show.venue.replace(/([,;\\])/g, '\\$1'));
    expect(location).toContain(show.address.replace(/([,;\\])/g, '\\$1'));
  });

  it('give a receipt when no invoice is asked for, and send the mail only once', async () => {
    const orderId = await paidOrder(receiptOrder, 1);
    await settleJobs(world);
    await settleJobs(world);
    const [receipt] = await documentsOf(orderId);
    expect(receipt).toMatchObject({ kind: 'receipt', status: 'issued' });
    expect(receipt?.number).toMatch(/^NY-\d{4}-\d{6}$/);
    const mails = await db()
      .selectFrom('mail_messages')
      .select('id')
      .where('kind', '=', 'order_paid')
      .where('text', 'like', `%${orderId}%`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('are numbered without gaps or duplicates when 50 payments are issued at once', async () => {
    const orders: number[] = [];
    for (let index = 0; index < 50; index += 1) orders.push(await paidOrder(receiptOrder, 1));
    const pending = await db()
      .selectFrom('fiscal_documents')
      .select('id')
      .where('order_id', 'in', orders)
      .execute();
    expect(pending).toHaveLength(50);
    const before = await db()
      .selectFrom('fiscal_documents')
      .select(({ fn }) => fn.max('sequence').as('last'))
      .where('series', '=', 'NY')
      .executeTakeFirstOrThrow();
    const deps = { db: db(), clock: systemClock, invoicing: null };
    await Promise.all(pending.map((document) => issueFiscalDocument(deps, document.id)));
    const issued = await db()
      .selectFrom('fiscal_documents')
      .select(['sequence', 'number'])
      .where('order_id', 'in', orders)
      .orderBy('sequence')
      .execute();
    const first = (before.last ?? 0) + 1;
    expect(issued.map((document) => document.sequence)).toEqual(
      Array.from({ length: 50 }, (_, index) => first + index),
    );
    expect(new Set(issued.map((document) => document.number)).size).toBe(50);
  });
});
