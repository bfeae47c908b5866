import {
  clientErrorsQuery,
  clientErrorsReply,
  reportQuery,
  revenueReport,
  salesReport,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { sendFile } from '../../http/send-file.js';
import { staffErrors } from '../../access/staff-access.js';
import { listClientErrors } from '../client-errors/list-client-errors.js';
import { exportSalesCsv } from './export-sales-csv.js';
import { getRevenueReport } from './get-revenue-report.js';
import { getSalesReport } from './get-sales-report.js';

/**
 * The reports of the back office (decision 0020), a section under /api/admin for administrators
 * only (cashiers see no revenue): sales and occupancy per performance and ticket type, revenue per
 * day and channel, the sales as CSV, and the browsers' error reports.
 */
export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/reports/sales',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Sales and occupancy of the performances starting in the range, per ticket type (paid orders).',
          querystring: reportQuery,
          response: { 200: salesReport, ...staffErrors },
        },
      },
      (request) => getSalesReport(deps.db, request.query),
    );

    app.get(
      '/reports/sales.csv',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The sales report per ticket type as CSV: UTF-8 with BOM, semicolons, RFC 4180 quoting.',
          querystring: reportQuery,
          response: staffErrors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await exportSalesCsv(deps.db, { range: request.query, locale: request.locale }),
        ),
    );

    app.get(
      '/reports/revenue',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The money of the orders paid in the range, per day of payment and channel, net of refunds.',
          querystring: reportQuery,
          response: { 200: revenueReport, ...staffErrors },
        },
      },
      (request) => getRevenueReport(deps.db, request.query),
    );

    app.get(
      '/client-errors',
      {
        schema: {
          tags: ['admin'],
          summary: 'The browsers’ reports of uncaught errors (POST /errors), newest first.',
          querystring: clientErrorsQuery,
          response: { 200: clientErrorsReply, ...staffErrors },
        },
      },
      (request) => listClientErrors(deps.db, request.query.page),
    );
  };
}
