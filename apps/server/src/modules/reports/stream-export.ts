import type { Readable } from 'node:stream';
import {
  exportContentTypes,
  type ExportKind,
  type ExportParams,
  type ExportQuery,
} from '@theatre/contracts';
import { translate, type Locale, type MessageKey } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { exportOrders } from './export-orders.js';
import { exportSales } from './export-sales.js';
import { exportTickets } from './export-tickets.js';
import { exportVat } from './export-vat.js';
import { exportWriter, type ExportContext } from './export-writer.js';

/** A file being written while it is sent. */
export interface StreamedFile {
  filename: string;
  contentType: string;
  stream: Readable;
}

const exporters: Record<
  ExportKind,
  (context: ExportContext & { eventId?: number }) => Promise<void>
> = {
  orders: exportOrders,
  tickets: exportTickets,
  sales: exportSales,
  vat: exportVat,
};

/**
 * GET /admin/exports/{kind} (administrators; decision 0040): the export written into a stream as
 * the rows are read. The file's name says what it is, the period and which date it is about
 * (`rendelesek-fizetesdatum-2026-01-01_2026-12-31.xlsx`); a spreadsheet's first row says the
 * same in words. A failure after the first bytes breaks the download off (the reply's status
 * is gone by then); the browser reports the download as failed.
 */
export function streamExport(
  db: Db,
  input: { params: ExportParams; query: ExportQuery; locale: Locale },
): Promise<StreamedFile> {
  const { params, query, locale } = input;
  const t = (key: MessageKey, values?: Record<string, string | number>) =>
    translate(locale, key, values);
  const writer = exportWriter(query.format);
  const context = {
    db,
    period: { from: query.from, to: query.to, basis: query.date },
    locale,
    t,
    writer,
    eventId: query.event_id,
    titleOf: (title: string) =>
      t('exports.title_row', {
        title,
        from: query.from,
        to: query.to,
        basis: t(`exports.basis.${query.date}`),
      }),
  };
  exporters[params.kind](context)
    .then(() => writer.end())
    .catch((error: unknown) => {
      writer.stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  const name = [
    t(`exports.kinds.${params.kind}`),
    t(`exports.basis_file.${query.date}`),
    ...(query.event_id === undefined ? [] : [String(query.event_id)]),
    `${query.from}_${query.to}`,
  ].join('-');
  return Promise.resolve({
    filename: `${name}.${query.format}`,
    contentType: exportContentTypes[query.format],
    stream: writer.stream,
  });
}
