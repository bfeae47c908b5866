import { formatPrice, type Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import type { MailAttachment } from '../../integrations/mail/mail-transport.js';
import { queueMail } from '../notifications/queue-mail.js';
import { fiscalFilename } from './document-filenames.js';
import {
  findFiscalDocumentPdf,
  findLatestRefundMethod,
  findOrderForDocuments,
  listOrderFiscalDocuments,
  listSoldLines,
  lockOrderForDocuments,
  markCancellationMailQueued,
} from './documents.repository.js';
import { orderMailLines } from './order-mail-lines.js';

/**
 * The e-mail telling the buyer that staff cancelled their order, once
 * (`orders.cancellation_mail_queued_at`), in the order's language: what was cancelled, how the
 * money comes back (to the card, or paid out at the desk), with the cancellation document (sztornó)
 * attached, and the original too when the order was cancelled before its confirmation went out.
 *
 * Called in the cancelling transaction, and by the documents job after it issued documents: while
 * a cancellation document is still pending, nothing is queued (answers false) and the job, which
 * the cancellation queued, sends it once the document is issued. An order without documents (it
 * was never paid) gets its e-mail at once.
 */
export async function queueCancellationMail(
  trx: Transaction<Database>,
  deps: { config: Config; now: Date },
  orderId: number,
): Promise<boolean> {
  const locked = await lockOrderForDocuments(trx, orderId);
  if (
    !locked ||
    locked.status !== 'cancelled' ||
    locked.cancelled_at === null ||
    locked.cancellation_mail_queued_at !== null
  ) {
    return false;
  }
  const documents = await listOrderFiscalDocuments(trx, orderId);
  // A sztornó, or the modifying invoice that took back all that remained (decision 0052).
  const cancels = (document: (typeof documents)[number]) =>
    document.cancels_id !== null ||
    (document.content as { settles?: unknown } | null)?.settles === true;
  const cancellations = documents.filter(cancels);
  if (cancellations.some((document) => document.status !== 'issued')) return false;
  const order = await findOrderForDocuments(trx, orderId);
  // A walk-in buyer at the box office who gave no e-mail address is told at the desk.
  if (!order || order.buyer_email === '') return false;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';

  const attach = documents.filter(
    (document) =>
      document.status === 'issued' && (cancels(document) || order.confirmation_queued_at === null),
  );
  const attachments: MailAttachment[] = [];
  for (const document of attach) {
    const file = await findFiscalDocumentPdf(trx, document.id);
    if (!file?.pdf) continue;
    attachments.push({
      filename: fiscalFilename(file, locale),
      contentType: 'application/pdf',
      content: file.pdf,
    });
  }
  const refundMethod =
    order.refund_status === 'none' ? undefined : await findLatestRefundMethod(trx, orderId);
  const lines = await listSoldLines(trx, orderId);
  await queueMail(trx, deps.config, {
    kind: 'order_cancelled',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    ...(order.user_id === null ? {} : { path: '/profile' }),
    origin: order.link_origin,
    order: { id: orderId, total: formatPrice(order.total), lines: orderMailLines(lines, locale) },
    cancellation: {
      paid: order.paid_at !== null,
      refund: refundMethod === undefined ? null : refundMethod === 'desk' ? 'desk' : 'card',
      documentAttached: cancellations.length > 0 && attachments.length > 0,
    },
    attachments,
  });
  await markCancellationMailQueued(trx, orderId, deps.now);
  return true;
}
