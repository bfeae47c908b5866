import type { VatSummaryRow } from '@theatre/contracts';
import type { MessageKey } from '@theatre/i18n';
import type { Cell, ExportContext } from './export-writer.js';
import type { FiscalLine } from '../../integrations/invoicing/invoicing-service.js';
import { vatSummaryOf } from '../documents/fiscal-lines.js';
import {
  correctionBatches,
  listOrderDocuments,
  paidLineBatches,
  type CorrectionRow,
  type OrderDocumentRow,
} from './exports.repository.js';
import { linesByOrder, orderVatSummary, vatTotals } from './sales-figures.js';

/** A VAT rate as a spreadsheet shows it: `27%`, and `TAM`, `AAM` as they are (pure). */
export function vatRateLabel(rate: string): string {
  return /^\d+$/.test(rate) ? `${rate}%` : rate;
}

/** What a correcting document is, as the corrections' table names it (pure). */
export function correctionKind(row: Pick<CorrectionRow, 'kind' | 'cancels_id' | 'modifies_id'>) {
  if (row.modifies_id !== null) return 'invoice_modify';
  return row.cancels_id !== null ? `${row.kind}_cancel` : `${row.kind}_replacement`;
}

/** A correcting document's rows: its figures per rate as it states them (pure). */
function correctionRows(
  row: CorrectionRow,
  t: ExportContext['t'],
): { cells: Cell[][]; rates: VatSummaryRow[] } {
  const lines = (row.content as { lines?: FiscalLine[] } | null)?.lines ?? [];
  const rates = vatSummaryOf(lines).map((rate): VatSummaryRow => ({
    vat_rate: rate.vatRate,
    net: rate.net,
    vat: rate.vat,
    gross: rate.gross,
  }));
  const cells = rates.map((rate): Cell[] => [
    t(`exports.document_kinds.${correctionKind(row)}` as MessageKey),
    row.number,
    row.issued_at,
    row.order_id,
    row.corrected_number,
    vatRateLabel(rate.vat_rate),
    rate.net,
    rate.vat,
    rate.gross,
  ]);
  return { cells, rates };
}

/**
 * The third table: every correcting document issued in the period by its own date (a sztornó,
 * the new document for what remained, a modifying invoice; decisions 0039, 0052), whatever date
 * the form chose for the sales, then their totals per rate: the sales' VAT above plus these is
 * what the period's documents state.
 */
async function writeCorrections(context: ExportContext): Promise<void> {
  const { db, period, t, writer } = context;
  const column = (key: string) => t(`exports.columns.${key}` as MessageKey);
  writer.table(
    t('exports.titles.vat_corrections'),
    t('exports.title_row', {
      title: t('exports.titles.vat'),
      from: period.from,
      to: period.to,
      basis: t('exports.basis_document'),
    }),
    [
      column('document_kind'),
      column('document_number'),
      column('document_date'),
      column('order_id'),
      column('corrected_document'),
      column('vat_rate'),
      column('net'),
      column('vat'),
      column('vat_gross'),
    ],
  );
  const totals = vatTotals();
  for await (const rows of correctionBatches(db, period)) {
    const written = rows.map((row) => correctionRows(row, t));
    for (const { rates } of written) totals.add(rates);
    await writer.rows(written.flatMap(({ cells }) => cells));
  }
  await writer.rows(
    totals
      .rows()
      .map((row): Cell[] => [
        t('exports.groups.total'),
        null,
        null,
        null,
        null,
        vatRateLabel(row.vat_rate),
        row.net,
        row.vat,
        row.gross,
      ]),
  );
}

/**
 * The VAT analysis (ÁFA-analitika) of the paid orders in the period: per VAT rate net, VAT and
 * gross as sold, then per document (the order's receipt or invoice: number, date, and its figures
 * per rate), then the correcting documents issued in the period (writeCorrections). Each order
 * goes through the VAT split as the reports screen's VAT summary does (sales-figures.ts), so by
 * payment date the rates' totals are that summary's. The orders are read twice, a batch at a
 * time: once for the totals, which come first, once for the documents.
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
    await writer.rows(
      orders.flatMap((lines) => {
        const orderId = lines[0]?.order_id ?? 0;
        const document = documents.get(orderId);
        return orderVatSummary(lines).map((row): Cell[] => [
          document ? t(`exports.document_kinds.${document.kind}` as MessageKey) : null,
          document?.number ?? null,
          document ? (document.issued_at ?? document.created_at) : null,
          orderId,
          ...figures(row),
        ]);
      }),
    );
  }
  await writeCorrections(context);
}
