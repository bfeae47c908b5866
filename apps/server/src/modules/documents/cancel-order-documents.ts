import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { currentFiscalDocument, modificationsOf } from './current-fiscal-document.js';
import type { FiscalContent } from './fiscal-content.js';
import {
  cancelOrderTickets,
  insertFiscalDocument,
  listOrderFiscalDocuments,
  lockFiscalDocument,
} from './documents.repository.js';
import { recordInvoiceModification } from './record-invoice-modification.js';
import { issueDocumentsJobKind } from './record-order-documents.js';

type Trx = Transaction<Database>;

export interface CancelledDocuments {
  /** Tickets that stopped admitting now. */
  ticketsCancelled: number;
  /**
   * The cancellation recorded now: a sztornó, or for an invoice with modifying invoices the last
   * modifying invoice, taking back all that remained (decision 0052); null when there was nothing
   * left to cancel.
   */
  cancellationId: number | null;
}

/**
 * The cancellation of a fiscal document: the original's content with every amount negated (the
 * quantities stay, as on a Hungarian sztornó); the issue date and the original's number are set
 * when it is issued, after the original.
 */
export function cancellationContentOf(original: FiscalContent): FiscalContent {
  return {
    ...original,
    cancels: null,
    lines: original.lines.map((line) => ({
      ...line,
      netUnitPrice: -line.netUnitPrice,
      net: -line.net,
      vat: -line.vat,
      gross: -line.gross,
    })),
    total: -original.total,
  };
}

/**
 * Cancels the documents of a paid order in the caller's transaction (the back office's cancel
 * and refund): its tickets stop admitting, and its receipt or invoice gets a cancellation that
 * refers to it, recorded as pending and issued by the `documents.issue` job like the original
 * (by the same issuer: a Számlázz.hu invoice is cancelled through Számlázz.hu). Nothing is
 * deleted. The original is locked, and a document has at most one cancellation, so running this
 * twice, or twice at once, records one.
 */
export async function cancelOrderDocuments(trx: Trx, orderId: number): Promise<CancelledDocuments> {
  const ticketsCancelled = await cancelOrderTickets(trx, orderId);
  // The valid one: after a refund of some tickets, the document that says what remained.
  const original = currentFiscalDocument(await listOrderFiscalDocuments(trx, orderId));
  if (!original) return { ticketsCancelled, cancellationId: null };
  const locked = await lockFiscalDocument(trx, original.id);
  const documents = await listOrderFiscalDocuments(trx, orderId);
  if (!locked || currentFiscalDocument(documents)?.id !== locked.id) {
    return { ticketsCancelled, cancellationId: null };
  }
  // An invoice already corrected by modifying invoices is brought to zero by one more (0052).
  const modifications = modificationsOf(documents, locked.id);
  const cancellationId =
    modifications.length > 0
      ? await recordInvoiceModification(trx, locked, modifications, { rest: true })
      : await insertFiscalDocument(trx, {
          order_id: orderId,
          kind: locked.kind === 'invoice' ? 'invoice' : 'receipt',
          cancels_id: locked.id,
          issuer: locked.issuer,
          language: locked.language,
          content: cancellationContentOf(locked.content as FiscalContent),
        });
  await enqueueJob(trx, issueDocumentsJobKind, { order_id: orderId }, { maxAttempts: 20 });
  return { ticketsCancelled, cancellationId };
}
