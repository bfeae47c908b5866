import { z } from 'zod';
import { isoDay } from './admin.js';
import { checkReportRange } from './admin-reports.js';

/*
 * Exports for the accountant and the house manager (decision 0040), administrators only:
 * GET /admin/exports/{kind} streams a spreadsheet (XLSX) or a CSV file of a period.
 *
 * - `orders`: one row per order.
 * - `tickets`: one row per ticket (with `event_id`: the door list of one performance).
 * - `sales`: quantity and money per channel and per production.
 * - `vat`: the VAT summary per rate and per document (receipt, invoice), the figures of the
 *   reports screen's VAT summary.
 *
 * Every export says which date its period is about (`date`): the order's date (`order`), the
 * payment's (`payment`) or the performance's (`performance`); the file name carries it, and a
 * spreadsheet's first row too. Days are Budapest calendar days, both included; money is whole
 * forints.
 */

export const exportKinds = ['orders', 'tickets', 'sales', 'vat'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const exportDateBases = ['order', 'payment', 'performance'] as const;
export type ExportDateBasis = (typeof exportDateBases)[number];

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportParams = z.object({
  kind: z.enum(exportKinds, { error: 'validation.export_kind' }),
});
export type ExportParams = z.infer<typeof exportParams>;

/** The period (as the reports take it), the date it is about, the file's format. */
export const exportQuery = z
  .object({
    from: isoDay,
    to: isoDay,
    date: z
      .enum(exportDateBases, { error: 'validation.export_date_basis' })
      .default('payment')
      .describe(
        'Which date falls in the period: `order` (when the order was placed), `payment` ' +
          '(when it was paid; the default) or `performance` (when a performance on it starts).',
      ),
    format: z
      .enum(exportFormats, { error: 'validation.export_format' })
      .default('xlsx')
      .describe('`xlsx` (the default) or `csv` (UTF-8 with BOM, semicolons, CRLF).'),
    event_id: z.coerce
      .number()
      .int()
      .positive()
      // An id is a PostgreSQL integer: a larger one is a 422, never a query that fails.
      .max(2_147_483_647)
      .optional()
      .describe('The tickets of one performance only (the door list).'),
  })
  .superRefine(checkReportRange);
export type ExportQuery = z.infer<typeof exportQuery>;

/** The MIME types of the two formats. */
export const exportContentTypes: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8; header=present',
};
