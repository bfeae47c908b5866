import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FiscalContent } from './fiscal-content.js';
import { fiscalLinesOf } from './fiscal-lines.js';
import { remainderOf, takenBack } from './invoice-modification-lines.js';
import {
  insertFiscalDocument,
  listSoldLines,
  type FiscalDocumentRow,
} from './documents.repository.js';
import { linesOfTickets, type TicketShare } from './ticket-lines.js';

type Trx = Transaction<Database>;

/**
 * What a modifying invoice takes back: the refunded tickets (with their fees and discount
 * shares, decision 0039's split), or everything that remained of the invoice (`rest`: a full
 * cancellation after modifications).
 */
export type Modification = { refunded: readonly TicketShare[] } | { rest: true };

/**
 * Records a modifying invoice (módosító számla, decision 0052) of a valid invoice, pending, in
 * the caller's transaction, by the invoice's issuer and in its language: its lines are what it
 * takes back as negative quantities, its total negative. The modified invoice's number and date
 * are set when it is issued (after the invoice). With `rest`, it brings the invoice and its
 * earlier modifying invoices to zero and settles the invoice (it is no longer valid).
 */
export async function recordInvoiceModification(
  trx: Trx,
  invoice: FiscalDocumentRow,
  modifications: readonly FiscalDocumentRow[],
  what: Modification,
): Promise<number> {
  const content = invoice.content as FiscalContent;
  let lines;
  let total;
  if ('rest' in what) {
    const documents = [invoice, ...modifications].map((row) => row.content as FiscalContent);
    lines = takenBack(remainderOf(documents.map((document) => document.lines)));
    total = -documents.reduce((sum, document) => sum + document.total, 0);
  } else {
    const sold = linesOfTickets(
      await listSoldLines(trx, invoice.order_id),
      what.refunded,
      invoice.language === 'en',
    );
    lines = takenBack(fiscalLinesOf(sold.sold));
    total = -sold.total;
  }
  return insertFiscalDocument(trx, {
    order_id: invoice.order_id,
    kind: 'invoice',
    cancels_id: null,
    modifies_id: invoice.id,
    issuer: invoice.issuer,
    language: invoice.language,
    content: {
      ...content,
      cancels: null,
      modifies: null,
      ...('rest' in what ? { settles: true } : {}),
      lines,
      total,
    } satisfies FiscalContent,
  });
}
