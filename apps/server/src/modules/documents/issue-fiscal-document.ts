import { budapestDay } from '@theatre/i18n';
import { translateMail } from '@theatre/i18n/mail';
import type { Db } from '../../db/database.js';
import type {
  ExternalInvoicingService,
  FiscalDocumentRequest,
} from '../../integrations/invoicing/invoicing-service.js';
import type { Clock } from '../../lib/clock.js';
import type { FiscalContent } from './fiscal-content.js';
import {
  lockFiscalDocument,
  markFiscalDocumentIssued,
  type FiscalDocumentRow,
} from './documents.repository.js';
import { renderFiscalPdf } from './render-fiscal-pdf.js';
import { documentSeries, takeDocumentNumber } from './take-document-number.js';

export interface IssueDeps {
  db: Db;
  clock: Clock;
  /** Számlázz.hu when configured; otherwise documents are issued by the built-in issuer. */
  invoicing: ExternalInvoicingService | null;
}

function contentOf(row: FiscalDocumentRow): FiscalContent {
  return row.content as FiscalContent;
}

function requestOf(row: FiscalDocumentRow, content: FiscalContent): FiscalDocumentRequest {
  const language = row.language === 'en' ? 'en' : 'hu';
  return {
    kind: content.kind,
    callId: `fiscal-${row.id}`,
    orderRef: String(content.orderId),
    issueDate: content.issueDate,
    supplyDate: content.supplyDate,
    paymentMethod: content.paymentMethod,
    currency: 'HUF',
    language,
    buyer: content.buyer,
    lines: content.lines,
    // A modifying invoice says that the difference was refunded (Számlázz.hu prints the comment).
    comment: content.modifies
      ? [translateMail(language, 'documents.modify_refunded'), content.comment]
          .filter(Boolean)
          .join(' ')
      : content.comment,
    modifies: content.modifies ? { number: content.modifies.number } : null,
  };
}

/**
 * Issues one pending fiscal document: numbers it, renders it and stores it, all or nothing.
 *
 * - Built-in: the number is taken from the series' counter in the same transaction that stores
 *   the PDF, so a failure anywhere leaves no gap and no half-issued document.
 * - Számlázz.hu: the service numbers, renders and reports the document to NAV; it is called with
 *   the document's own call id, so a retry after a crash gets the same document back, not a
 *   second one. The row stays locked meanwhile, so two workers never issue it twice.
 *
 * A cancellation's original is issued first (its number is printed on the cancellation), and so
 * is a modifying invoice's invoice (decision 0052: its number and date are printed on it, and a
 * Számlázz.hu modifying invoice names it as `helyesbitettSzamlaszam`).
 */
export async function issueFiscalDocument(deps: IssueDeps, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockFiscalDocument(trx, id);
    if (!row || row.status === 'issued') return;
    const now = deps.clock.now();
    const content: FiscalContent = { ...contentOf(row), issueDate: budapestDay(now) };
    if (row.cancels_id !== null) {
      const original = await lockFiscalDocument(trx, row.cancels_id);
      if (!original?.number) throw new Error(`Document ${id} cancels one not issued yet`);
      content.cancels = {
        number: original.number,
        issueDate: contentOf(original).issueDate,
      };
    }
    if (row.modifies_id !== null) {
      const modified = await lockFiscalDocument(trx, row.modifies_id);
      if (!modified?.number) throw new Error(`Document ${id} modifies one not issued yet`);
      content.modifies = {
        number: modified.number,
        issueDate: contentOf(modified).issueDate,
      };
    }
    const locale = row.language === 'en' ? 'en' : 'hu';
    if (row.issuer === 'szamlazz') {
      if (!deps.invoicing) throw new Error('Számlázz.hu is not configured for this document');
      const issued =
        row.cancels_id !== null && content.cancels
          ? await deps.invoicing.cancel({
              kind: content.kind,
              callId: `fiscal-${row.id}`,
              originalNumber: content.cancels.number,
              issueDate: content.issueDate,
              language: locale,
            })
          : await deps.invoicing.issue(requestOf(row, content));
      await markFiscalDocumentIssued(trx, id, {
        series: null,
        year: null,
        sequence: null,
        number: issued.number,
        content,
        pdf: issued.pdf,
        issued_at: now,
      });
      return;
    }
    const series = documentSeries[content.kind];
    const taken = await takeDocumentNumber(trx, series, Number(content.issueDate.slice(0, 4)));
    const pdf = await renderFiscalPdf(content, taken.number, locale);
    await markFiscalDocumentIssued(trx, id, {
      series,
      year: taken.year,
      sequence: taken.sequence,
      number: taken.number,
      content,
      pdf,
      issued_at: now,
    });
  });
}
