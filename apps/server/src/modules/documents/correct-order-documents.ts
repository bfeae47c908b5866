import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { getInvoiceCorrection } from '../settings/get-invoicing-settings.js';
import { cancellationContentOf } from './cancel-order-documents.js';
import { currentFiscalDocument, modificationsOf } from './current-fiscal-document.js';
import type { FiscalContent } from './fiscal-content.js';
import { fiscalLinesOf } from './fiscal-lines.js';
import {
  deleteTicketFiles,
  insertFiscalDocument,
  listOrderFiscalDocuments,
  listSoldLines,
  lockFiscalDocument,
} from './documents.repository.js';
import { issueDocumentsJobKind } from './record-order-documents.js';
import { recordInvoiceModification } from './record-invoice-modification.js';
import { linesOfTickets, type TicketShare } from './ticket-lines.js';

type Trx = Transaction<Database>;

/** A ticket the order keeps after a refund, or one it gives back: its line, fee and discount. */
export type KeptTicket = TicketShare;

export interface CorrectedDocuments {
  /** The sztornó of the document that was valid; null when the order had none to cancel. */
  cancellationId: number | null;
  /** The receipt or invoice of what remains; null when nothing remains (or nothing was cancelled). */
  replacementId: number | null;
  /** The modifying invoice (decision 0052); null when the correction was not one. */
  modificationId: number | null;
}

/**
 * After some tickets of a paid order were refunded (decisions 0039, 0052), in the caller's
 * transaction, the valid receipt or invoice is corrected:
 *
 * - a receipt, and an invoice while the `invoice_correction` setting is `reissue`: a sztornó, and
 *   a new one of the same kind by the same issuer saying what remains (the kept tickets, their
 *   fees, their discount shares), naming the one it replaces;
 * - an invoice while the setting is `modify`, and any invoice that already has modifying
 *   invoices (its corrections continue as they began): a modifying invoice taking back the
 *   refunded tickets; when no ticket remains, one taking back all that remained (an invoice
 *   without modifying invoices then gets a sztornó, as in both modes).
 *
 * All are recorded as pending and issued by the `documents.issue` job, which also makes the
 * tickets PDF again with the tickets that are left.
 */
export async function correctOrderDocuments(
  trx: Trx,
  orderId: number,
  kept: readonly KeptTicket[],
  refunded: readonly KeptTicket[],
): Promise<CorrectedDocuments> {
  await deleteTicketFiles(trx, orderId);
  const found = currentFiscalDocument(await listOrderFiscalDocuments(trx, orderId));
  let result: CorrectedDocuments = {
    cancellationId: null,
    replacementId: null,
    modificationId: null,
  };
  const current = found ? await lockFiscalDocument(trx, found.id) : undefined;
  const documents = await listOrderFiscalDocuments(trx, orderId);
  const stillValid = current !== undefined && currentFiscalDocument(documents)?.id === current.id;
  if (current && stillValid) {
    const modifications = modificationsOf(documents, current.id);
    const modify =
      current.kind === 'invoice' &&
      (modifications.length > 0 || (await getInvoiceCorrection(trx)) === 'modify');
    if (modify && (kept.length > 0 || modifications.length > 0)) {
      const modificationId = await recordInvoiceModification(
        trx,
        current,
        modifications,
        kept.length > 0 ? { refunded } : { rest: true },
      );
      result = { ...result, modificationId };
    } else {
      result = await reissue(trx, current, kept);
    }
  }
  await enqueueJob(trx, issueDocumentsJobKind, { order_id: orderId }, { maxAttempts: 20 });
  return result;
}

type Current = NonNullable<Awaited<ReturnType<typeof lockFiscalDocument>>>;

/** A sztornó of the valid document, and a new one for what remains (when anything does). */
async function reissue(
  trx: Trx,
  current: Current,
  kept: readonly KeptTicket[],
): Promise<CorrectedDocuments> {
  const content = current.content as FiscalContent;
  const cancellationId = await insertFiscalDocument(trx, {
    order_id: current.order_id,
    kind: current.kind === 'invoice' ? 'invoice' : 'receipt',
    cancels_id: current.id,
    issuer: current.issuer,
    language: current.language,
    content: cancellationContentOf(content),
  });
  let replacementId: number | null = null;
  if (kept.length > 0) {
    const lines = await listSoldLines(trx, current.order_id);
    const { sold, total } = linesOfTickets(lines, kept, current.language === 'en');
    replacementId = await insertFiscalDocument(trx, {
      order_id: current.order_id,
      kind: current.kind === 'invoice' ? 'invoice' : 'receipt',
      cancels_id: null,
      replaces_id: current.id,
      issuer: current.issuer,
      language: current.language,
      content: { ...content, cancels: null, lines: fiscalLinesOf(sold), total },
    });
  }
  return { cancellationId, replacementId, modificationId: null };
}
