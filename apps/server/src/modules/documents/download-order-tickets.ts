import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { ticketsFilename } from './document-filenames.js';
import type { DownloadedFile } from './download-documents.js';
import { findOrderForDocuments, findTicketFile } from './documents.repository.js';
import { renderOrderTickets } from './render-order-tickets.js';

/**
 * The tickets PDF of a paid order for a caller the order's module already let in (a moved
 * performance's buyer link, decision 0048): made now when it is not stored (after a move it is
 * made again from the current dates). 409 `order_not_paid` for an order no longer paid,
 * `document_not_ready` when it has no valid ticket to print.
 */
export async function downloadOrderTickets(
  deps: { db: Db },
  orderId: number,
  locale: Locale,
): Promise<DownloadedFile> {
  const order = await findOrderForDocuments(deps.db, orderId);
  if (order?.status !== 'paid') throw new AppError('order_not_paid');
  if (!(await renderOrderTickets(deps, orderId))) throw new AppError('document_not_ready');
  const file = await findTicketFile(deps.db, orderId);
  if (!file) throw new AppError('document_not_ready');
  return {
    filename: ticketsFilename(orderId, locale),
    contentType: 'application/pdf',
    content: file.pdf,
  };
}
