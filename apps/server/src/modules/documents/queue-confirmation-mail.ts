import { formatPrice, type Locale } from '@theatre/i18n';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { MailAttachment } from '../../integrations/mail/mail-transport.js';
import type { Clock } from '../../lib/clock.js';
import { queueMail } from '../notifications/queue-mail.js';
import { fiscalFilename, ticketsFilename } from './document-filenames.js';
import {
  findFiscalDocumentPdf,
  findOrderForDocuments,
  findTicketFile,
  listOrderFiscalDocuments,
  listSoldLines,
  lockOrderForDocuments,
  markConfirmationQueued,
} from './documents.repository.js';

/**
 * The confirmation e-mail of a paid order, once, in the order's language, with its documents
 * attached: the tickets (unless a guest chose to download them) and the receipt or invoice. A
 * registered buyer's mail links to their orders; a guest's points back to the purchase link.
 */
export async function queueConfirmationMail(
  deps: { db: Db; clock: Clock; config: Config },
  orderId: number,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrderForDocuments(trx, orderId);
    if (!locked || locked.status !== 'paid' || locked.confirmation_queued_at !== null) return;
    const order = await findOrderForDocuments(trx, orderId);
    if (!order) return;
    const locale: Locale = order.language === 'en' ? 'en' : 'hu';
    const attachments: MailAttachment[] = [];
    const tickets = await findTicketFile(trx, orderId);
    if (tickets && order.ticket_delivery !== 'download') {
      attachments.push({
        filename: ticketsFilename(orderId, locale),
        contentType: 'application/pdf',
        content: tickets.pdf,
      });
    }
    const original = (await listOrderFiscalDocuments(trx, orderId)).find(
      (document) => document.cancels_id === null && document.status === 'issued',
    );
    const fiscal = original ? await findFiscalDocumentPdf(trx, original.id) : undefined;
    if (fiscal?.pdf) {
      attachments.push({
        filename: fiscalFilename(fiscal, locale),
        contentType: 'application/pdf',
        content: fiscal.pdf,
      });
    }
    const lines = await listSoldLines(trx, orderId);
    await queueMail(trx, deps.config, {
      kind: 'order_paid',
      to: order.buyer_email,
      name: order.buyer_name,
      locale,
      userId: order.user_id,
      // A guest (no account) comes back with the purchase link instead.
      ...(order.user_id === null ? {} : { path: '/profile' }),
      order: {
        id: orderId,
        total: formatPrice(order.total),
        lines: lines.map((line) => {
          const name = locale === 'en' && line.name_en ? line.name_en : line.name;
          const event = line.event_name ? `${line.event_name} – ` : '';
          return `${event}${name}: ${line.quantity} × ${formatPrice(line.unit_price)}`;
        }),
      },
      attachments,
    });
    await markConfirmationQueued(trx, orderId, deps.clock.now());
  });
}
