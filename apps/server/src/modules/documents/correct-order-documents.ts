import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { cancellationContentOf } from './cancel-order-documents.js';
import { currentFiscalDocument } from './current-fiscal-document.js';
import type { FiscalContent } from './fiscal-content.js';
import { fiscalLinesOf, type SoldLine } from './fiscal-lines.js';
import {
  deleteTicketFiles,
  insertFiscalDocument,
  listOrderFiscalDocuments,
  listSoldLines,
  lockFiscalDocument,
} from './documents.repository.js';
import { issueDocumentsJobKind, lineName, type LineRow } from './record-order-documents.js';

type Trx = Transaction<Database>;

/** A ticket the order keeps after a refund: its line, and its fee and discount share (0039). */
export interface KeptTicket {
  orderItemId: number;
  fee: number;
  discount: number;
}

export interface CorrectedDocuments {
  /** The sztornó of the document that was valid; null when the order had none to cancel. */
  cancellationId: number | null;
  /** The receipt or invoice of what remains; null when nothing remains (or nothing was cancelled). */
  replacementId: number | null;
}

/** What remains of the order's lines: the kept tickets, their fees, their discount. */
function remainingLines(lines: readonly LineRow[], kept: readonly KeptTicket[], english: boolean) {
  const sold: SoldLine[] = [];
  let total = 0;
  const soldLine = (line: LineRow, quantity: number, unitPrice: number): SoldLine => ({
    kind: line.kind === 'fee' || line.kind === 'discount' ? line.kind : 'ticket',
    name: lineName(line, english),
    quantity,
    unitPrice,
    total: quantity * unitPrice,
    vatRate: line.vat_rate,
    discounted: line.discounted,
  });
  for (const line of lines.filter((item) => item.kind === 'ticket')) {
    const count = kept.filter((ticket) => ticket.orderItemId === line.id).length;
    if (count === 0) continue;
    sold.push(soldLine(line, count, line.unit_price));
    total += count * line.unit_price;
  }
  const feeLines = lines.filter((item) => item.kind === 'fee');
  const fees = new Map<number, number>();
  for (const ticket of kept) {
    if (ticket.fee > 0) fees.set(ticket.fee, (fees.get(ticket.fee) ?? 0) + 1);
  }
  for (const [fee, count] of [...fees].sort(([a], [b]) => a - b)) {
    const template = feeLines.find((line) => line.unit_price === fee) ?? feeLines[0];
    if (!template) continue;
    sold.push(soldLine(template, count, fee));
    total += count * fee;
  }
  const discount = kept.reduce((sum, ticket) => sum + ticket.discount, 0);
  const discountLine = lines.find((item) => item.kind === 'discount');
  if (discount > 0 && discountLine) {
    sold.push(soldLine(discountLine, 1, -discount));
    total -= discount;
  }
  return { sold, total };
}

/**
 * After some tickets of a paid order were refunded (decision 0039), in the caller's transaction:
 * the valid receipt or invoice gets a sztornó, and a new one of the same kind, by the same issuer,
 * says what remains (the kept tickets, their fees, their discount shares), naming the one it
 * replaces. Both are recorded as pending and issued by the `documents.issue` job, which also makes
 * the tickets PDF again with the tickets that are left.
 */
export async function correctOrderDocuments(
  trx: Trx,
  orderId: number,
  kept: readonly KeptTicket[],
): Promise<CorrectedDocuments> {
  await deleteTicketFiles(trx, orderId);
  const found = currentFiscalDocument(await listOrderFiscalDocuments(trx, orderId));
  let result: CorrectedDocuments = { cancellationId: null, replacementId: null };
  const current = found ? await lockFiscalDocument(trx, found.id) : undefined;
  const stillValid =
    current !== undefined &&
    currentFiscalDocument(await listOrderFiscalDocuments(trx, orderId))?.id === current.id;
  if (current && stillValid) {
    const content = current.content as FiscalContent;
    const cancellationId = await insertFiscalDocument(trx, {
      order_id: orderId,
      kind: current.kind === 'invoice' ? 'invoice' : 'receipt',
      cancels_id: current.id,
      issuer: current.issuer,
      language: current.language,
      content: cancellationContentOf(content),
    });
    let replacementId: number | null = null;
    if (kept.length > 0) {
      const lines = await listSoldLines(trx, orderId);
      const { sold, total } = remainingLines(lines, kept, current.language === 'en');
      replacementId = await insertFiscalDocument(trx, {
        order_id: orderId,
        kind: current.kind === 'invoice' ? 'invoice' : 'receipt',
        cancels_id: null,
        replaces_id: current.id,
        issuer: current.issuer,
        language: current.language,
        content: { ...content, cancels: null, lines: fiscalLinesOf(sold), total },
      });
    }
    result = { cancellationId, replacementId };
  }
  await enqueueJob(trx, issueDocumentsJobKind, { order_id: orderId }, { maxAttempts: 20 });
  return result;
}
