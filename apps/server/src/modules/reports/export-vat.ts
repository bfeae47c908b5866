import type { VatSummaryRow } from '@theatre/contracts';
import type { MessageKey } from '@theatre/i18n';
import type { Cell, ExportContext } from './export-writer.js';
import type { FiscalLine } from '../../integrations/invoicing/invoicing-service.js';
import { vatSummaryOf } from '../documents/fiscal-lines.js';
import {
  listOrderDocuments,
  listOrderModifications,
  paidLineBatches,
  type OrderDocumentRow,
  type OrderModificationRow,
} from './exports.repository.js';
import { linesByOrder, orderVatSummary, vatTotals } from './sales-figures.js';

/** A VAT rate as a spreadsheet shows it: `27%`, and `TAM`, `AAM` as they are (pure). */
export function vatRateLabel(rate: string): string {
  return /^\d+$/.test(rate) ? `${rate}%` : rate;
}

/**
 * A modifying invoice's rows (decision 0052): its figures per rate as it states them, negative
 * for what it took back.
 */
function modificationRows(
  modification: OrderModificationRow,
  t: ExportContext['t'],
  figures: (row: VatSummaryRow) => Cell[],
): Cell[][] {
  const lines = (modification.content as { lines?: FiscalLine[] } | null)?.lines ?? [];
  return vatSummaryOf(lines).map((row): Cell[] => [
    t('exports.document_kinds.invoice_modify'),
    modification.number,
    modification.issued_at ?? modification.created_at,
    modification.order_id,
    ...figures({ vat_rate: row.vatRate, net: row.net, vat: row.vat, gross: row.gross }),
  ]);
}

/**
 * The VAT analysis (ÁFA-analitika) of the paid orders in the period: per VAT rate net, VAT and
 * gross, then per document (the order's receipt or invoice: number, date, and its figures per
 * rate), each modifying invoice of the order's after it with its own negative figures (decision
 * 0052; the rates' totals stay the sales' as sold). Each order goes through the VAT split as the reports screen's VAT summary does
 * (sales-figures.ts), so by payment date the rates' totals are that summary's. The orders are
 * read twice, a batch at a time: once for the totals, which come first, once for the documents.
 */
export async function exportVat(context: ExportContext): Promise<void> {
  const { db, period, t, writer } = context;
  const column = (key: string) => t(`exports.columns.${key}` as MessageKey);
  const totals = vatTotals();
  for await (const rows of paidLineBatches(db, period)) {
    for (const lines of linesByOrder(rows)) totals.add(orderVatSummary(lines));
  }
  const figures = (row: VatSummaryRow): Cell[] => [
    vatRateLabel(row.vat_rate),
    row.net,
    row.vat,
    row.gross,
  ];
  const summary = totals.rows();
  writer.table(t('exports.titles.vat_rates'), context.titleOf(t('exports.titles.vat')), [
    column('vat_rate'),
    column('net'),
    column('vat'),
    column('vat_gross'),
  ]);
  const sum = (key: 'net' | 'vat' | 'gross') => summary.reduce((all, row) => all + row[key], 0);
  await writer.rows([
    ...summary.map(figures),
    [t('exports.groups.total'), sum('net'), sum('vat'), sum('gross')],
  ]);

  writer.table(t('exports.titles.vat_documents'), context.titleOf(t('exports.titles.vat')), [
    column('document_kind'),
    column('document_number'),
    column('document_date'),
    column('order_id'),
    column('vat_rate'),
    column('net'),
    column('vat'),
    column('vat_gross'),
  ]);
  for await (const rows of paidLineBatches(db, period)) {
    const orders = linesByOrder(rows);
    const documents = new Map<number, OrderDocumentRow>();
    const ids = orders.flatMap((lines) => (lines[0] ? [lines[0].order_id] : []));
    for (const document of await listOrderDocuments(db, ids)) {
      if (!documents.has(document.order_id)) documents.set(document.order_id, document);
    }
    const modifications = await listOrderModifications(db, ids);
    await writer.rows(
      orders.flatMap((lines) => {
        const orderId = lines[0]?.order_id ?? 0;
        const document = documents.get(orderId);
        const sold = orderVatSummary(lines).map((row): Cell[] => [
          document ? t(`exports.document_kinds.${document.kind}` as MessageKey) : null,
          document?.number ?? null,
          document ? (document.issued_at ?? document.created_at) : null,
          orderId,
          ...figures(row),
        ]);
        return [
          ...sold,
          ...modifications
            .filter((modification) => modification.order_id === orderId)
            .flatMap((modification) => modificationRows(modification, t, figures)),
        ];
      }),
    );
  }
}
