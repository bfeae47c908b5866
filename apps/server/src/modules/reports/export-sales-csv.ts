import type { ReportQuery } from '@theatre/contracts';
import { csvSeparator } from '@theatre/contracts';
import { budapestLocalInput, translate, type Locale } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import type { FileReply } from '../../http/send-file.js';
import { csvDocument } from './csv.js';
import { getSalesReport } from './get-sales-report.js';

/** `2026-12-03 19:00`, Budapest time: a value Excel takes for a date and time (pure). */
export function spreadsheetTime(iso: string): string {
  return budapestLocalInput(iso).replace('T', ' ');
}

/** A percentage with the language's decimal mark: `87,5` in Hungarian, `87.5` in English. */
function percent(value: number, locale: Locale): string {
  const text = value.toFixed(1).replace(/\.0$/, '');
  return locale === 'hu' ? text.replace('.', ',') : text;
}

/**
 * GET /admin/reports/sales.csv (administrators): the sales report per ticket type, one row per
 * ticket type of each performance that starts in the range, for a spreadsheet (csv.ts: RFC 4180,
 * UTF-8 with a byte order mark, semicolons). Texts in the caller's language; amounts as whole
 * forints without grouping, so they stay numbers: gross at the prices sold, discount, and what was
 * paid gross, net (without VAT) and its VAT, as the report has them (decision 0033).
 */
export async function exportSalesCsv(
  db: Db,
  input: { range: ReportQuery; locale: Locale },
): Promise<FileReply> {
  const { range, locale } = input;
  const report = await getSalesReport(db, range);
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const header = [
    t('sales_csv.event_id'),
    t('sales_csv.production'),
    t('sales_csv.starts_at'),
    t('sales_csv.venue'),
    t('sales_csv.ticket_type'),
    t('sales_csv.price'),
    t('sales_csv.capacity'),
    t('sales_csv.sold'),
    t('sales_csv.held'),
    t('sales_csv.occupancy'),
    t('sales_csv.gross_revenue'),
    t('sales_csv.discount'),
    t('sales_csv.paid_gross'),
    t('sales_csv.paid_net'),
    t('sales_csv.paid_vat'),
  ];
  const rows = report.performances.flatMap((performance) => {
    const name = locale === 'en' && performance.name_en ? performance.name_en : performance.name;
    return performance.ticket_types.map((type) => [
      performance.event_id,
      name,
      spreadsheetTime(performance.starts_at),
      locale === 'en' && performance.venue_name_en
        ? performance.venue_name_en
        : performance.venue_name,
      locale === 'en' && type.name_en ? type.name_en : type.name,
      type.price,
      type.capacity,
      type.sold,
      type.held,
      percent(type.occupancy_percent, locale),
      type.gross_revenue,
      type.discount,
      type.paid_gross,
      type.paid_net,
      type.paid_vat,
    ]);
  });
  return {
    filename: `${t('sales_csv.file_name')}-${range.from}_${range.to}.csv`,
    contentType: 'text/csv; charset=utf-8; header=present',
    content: Buffer.from(csvDocument([header, ...rows], csvSeparator), 'utf8'),
  };
}
