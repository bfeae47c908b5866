import { PaymentMethod } from '@theatre/contracts';
import { formatDateTime, formatPrice, type Locale } from '@theatre/i18n';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { MailAttachment } from '../../integrations/mail/mail-transport.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail, type QueueMailInput } from '../notifications/queue-mail.js';
import { calendarFilename, fiscalFilename, ticketsFilename } from './document-filenames.js';
import {
  findFiscalDocumentPdf,
  findExchangeOfOrder,
  findOrderForDocuments,
  findTicketFile,
  listOrderFiscalDocuments,
  listOrderPerformances,
  listSoldLines,
  lockOrderForDocuments,
  markConfirmationQueued,
} from './documents.repository.js';
import { listCalendarPerformances, renderOrderCalendar } from './order-calendar.js';
import { orderPerformanceOf } from './order-performance.js';
import { orderMailLines } from './order-mail-lines.js';

/**
 * The confirmation e-mail of a paid order, as it is sent the first time and when staff send it
 * again: in the order's language, naming each performance's date, time and venue, with its
 * documents attached (and saying so): the tickets (unless the buyer chose to download them) and
 * the receipt or invoice, and the performances as calendar entries (an `.ics` file, one VEVENT
 * each). A registered buyer's mail links to their orders;
 * a guest's points back to the purchase link. Null when the order is not paid, or has no e-mail
 * address (a box-office buyer who gave none).
 */
export async function buildConfirmationMail(
  db: Kysely<Database>,
  config: Config,
  orderId: number,
): Promise<QueueMailInput | null> {
  const order = await findOrderForDocuments(db, orderId);
  if (order?.status !== 'paid') return null;
  // A walk-in buyer at the box office who gave no address: nobody to write to.
  if (order.buyer_email === '') return null;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';
  const attachments: MailAttachment[] = [];
  const tickets = await findTicketFile(db, orderId);
  const ticketsAttached = tickets !== undefined && order.ticket_delivery !== 'download';
  if (tickets && ticketsAttached) {
    attachments.push({
      filename: ticketsFilename(orderId, locale),
      contentType: 'application/pdf',
      content: tickets.pdf,
    });
  }
  const original = (await listOrderFiscalDocuments(db, orderId)).find(
    (document) => document.cancels_id === null && document.status === 'issued',
  );
  const fiscal = original ? await findFiscalDocumentPdf(db, original.id) : undefined;
  if (fiscal?.pdf) {
    attachments.push({
      filename: fiscalFilename(fiscal, locale),
      contentType: 'application/pdf',
      content: fiscal.pdf,
    });
  }
  const calendarPerformances = await listCalendarPerformances(db, orderId, locale);
  if (calendarPerformances.length > 0) {
    const calendar = renderOrderCalendar({
      orderId,
      host: new URL(config.publicUrl).hostname,
      paidAt: order.paid_at,
      performances: calendarPerformances,
    });
    attachments.push({
      filename: calendarFilename(orderId, locale),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(calendar, 'utf8'),
    });
  }
  const lines = await listSoldLines(db, orderId);
  const performances = (await listOrderPerformances(db, [orderId])).map((row) => {
    const performance = orderPerformanceOf(row, locale);
    return {
      name: performance.name,
      when: performance.starts_at ? formatDateTime(performance.starts_at, locale) : null,
      venue: performance.venue_name
        ? [performance.venue_name, performance.venue_address].filter(Boolean).join(', ')
        : null,
    };
  });
  const exchange = await findExchangeOfOrder(db, orderId);
  return {
    kind: 'order_paid',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    // A guest (no account) comes back with the purchase link instead.
    ...(order.user_id === null ? {} : { path: '/profile' }),
    origin: order.link_origin,
    order: {
      id: orderId,
      total: formatPrice(order.total),
      lines: orderMailLines(lines, locale),
      // Printed at the desk; a group order by transfer (decision 0046) gets its tickets by mail.
      ...(order.channel === 'box_office' && order.payment_method !== PaymentMethod.Transfer
        ? { desk: true }
        : {}),
      ...(order.channel === 'complimentary' ? { complimentary: true } : {}),
      ...(exchange === null
        ? {}
        : {
            exchange: {
              fromOrderId: exchange.fromOrderId,
              credit: formatPrice(exchange.credit),
              paid: formatPrice(exchange.paid),
              refunded: formatPrice(exchange.refunded),
              settlement:
                exchange.paid > 0
                  ? 'pay'
                  : exchange.refundMethod === 'desk'
                    ? 'refund_desk'
                    : exchange.refundMethod === 'card'
                      ? 'refund_card'
                      : 'even',
            },
          }),
      performances,
      attached: {
        tickets: ticketsAttached,
        fiscal:
          fiscal?.pdf && original ? (original.kind === 'invoice' ? 'invoice' : 'receipt') : null,
        calendar: calendarPerformances.length > 0,
      },
    },
    attachments,
  };
}

/**
 * The confirmation e-mail of a paid order, once (`orders.confirmation_queued_at`), queued by the
 * documents job when the order's documents are ready.
 */
export async function queueConfirmationMail(
  deps: { db: Db; clock: Clock; config: Config },
  orderId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrderForDocuments(trx, orderId);
    if (!locked || locked.status !== 'paid' || locked.confirmation_queued_at !== null) return;
    const mail = await buildConfirmationMail(trx, deps.config, orderId);
    if (!mail) return;
    await queueMail(trx, deps.config, mail);
    await markConfirmationQueued(trx, orderId, deps.clock.now());
  });
}
