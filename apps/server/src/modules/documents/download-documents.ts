import type { TicketPrintFormat } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { currentFiscalDocument } from './current-fiscal-document.js';
import { AppError } from '../../lib/app-error.js';
import { loadOwnOrder, type OrderViewer } from '../checkout/order-access.js';
import { fiscalFilename, ticketsFilename } from './document-filenames.js';
import {
  findFiscalDocumentPdf,
  findOrderForDocuments,
  findTicketFile,
  listOrderFiscalDocuments,
} from './documents.repository.js';
import { renderTicketsForPrinter } from './render-order-tickets.js';

export interface DownloadedFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface OrderInput {
  orderId: number;
  viewer: OrderViewer;
  locale: Locale;
}

async function paidOwnOrder(db: Db, input: OrderInput) {
  const order = await loadOwnOrder(db, input.orderId, input.viewer);
  if (order.status !== 'paid' || order.payment_status !== 1) throw new AppError('order_not_paid');
  return order;
}

async function ticketsFile(db: Db, orderId: number, locale: Locale): Promise<DownloadedFile> {
  const file = await findTicketFile(db, orderId);
  if (!file) throw new AppError('document_not_ready');
  return {
    filename: ticketsFilename(orderId, locale),
    contentType: 'application/pdf',
    content: file.pdf,
  };
}

type FiscalPdf = NonNullable<Awaited<ReturnType<typeof findFiscalDocumentPdf>>>;

function fiscalFile(file: FiscalPdf, locale: Locale): DownloadedFile {
  if (!file.pdf || file.status !== 'issued') throw new AppError('document_not_ready');
  return {
    filename: fiscalFilename(file, locale),
    contentType: 'application/pdf',
    content: file.pdf,
  };
}

/** GET /orders/{id}/download_tickets: the tickets PDF of a paid order, for its owner. */
export async function downloadTickets(db: Db, input: OrderInput): Promise<DownloadedFile> {
  await paidOwnOrder(db, input);
  return ticketsFile(db, input.orderId, input.locale);
}

/** GET /orders/{id}/download_receipt: the receipt of a paid order that has one. */
export async function downloadReceipt(db: Db, input: OrderInput): Promise<DownloadedFile> {
  await paidOwnOrder(db, input);
  // The valid one: after a refund of some tickets, the receipt of what remained (decision 0039).
  const receipt = currentFiscalDocument(
    (await listOrderFiscalDocuments(db, input.orderId)).filter(
      (document) => document.kind === 'receipt',
    ),
  );
  if (!receipt) throw new AppError('document_not_found');
  const file = await findFiscalDocumentPdf(db, receipt.id);
  if (!file) throw new AppError('document_not_ready');
  return fiscalFile(file, input.locale);
}

/**
 * GET /invoices/{id}/download: an invoice, or a cancellation invoice (the order's
 * `annul_invoice_id`), for the owner of its order only.
 */
export async function downloadInvoice(
  db: Db,
  input: { invoiceId: number; viewer: OrderViewer; locale: Locale },
): Promise<DownloadedFile> {
  const file = await findFiscalDocumentPdf(db, input.invoiceId);
  if (!file || file.kind !== 'invoice') throw new AppError('document_not_found');
  await loadOwnOrder(db, file.order_id, input.viewer);
  return fiscalFile(file, input.locale);
}

/**
 * The back office (GET /admin/documents/{id}/download): any fiscal document by id, a receipt, an
 * invoice or the cancellation of either, whoever's order it belongs to.
 */
export async function downloadFiscalDocument(
  db: Db,
  input: { documentId: number; locale: Locale },
): Promise<DownloadedFile> {
  const file = await findFiscalDocumentPdf(db, input.documentId);
  if (!file) throw new AppError('document_not_found');
  return fiscalFile(file, input.locale);
}

/**
 * The back office (GET /admin/orders/{id}/tickets): the tickets PDF of any paid order, on A4 (the
 * stored file) or for the desk's printers (`thermal80`, `stock`: its valid tickets, rendered now).
 */
export async function downloadOrderTickets(
  db: Db,
  input: { orderId: number; locale: Locale; format?: TicketPrintFormat },
): Promise<DownloadedFile> {
  const order = await findOrderForDocuments(db, input.orderId);
  if (!order) throw new AppError('order_not_found');
  if (order.status !== 'paid') throw new AppError('order_not_paid');
  const format = input.format ?? 'a4';
  if (format === 'a4') return ticketsFile(db, input.orderId, input.locale);
  const pdf = await renderTicketsForPrinter(db, { ...order, id: input.orderId }, format);
  if (!pdf) throw new AppError('document_not_ready');
  return {
    filename: ticketsFilename(input.orderId, input.locale, format),
    contentType: 'application/pdf',
    content: pdf,
  };
}
