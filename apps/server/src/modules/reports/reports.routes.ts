import {
  clientErrorsQuery,
  clientErrorsReply,
  errorBody,
  exportContentTypes,
  exportParams,
  exportQuery,
  reportQuery,
  revenueReport,
  salesReport,
  seatedPerformancesReply,
  seatingIdParams,
  seatReport,
} from '@theatre/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { sendStream } from '../../http/send-file.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { securityClientOf } from '../../http/security-client.js';
import { recordSecurityEvent } from '../security-log/record-security-event.js';
import { listClientErrors } from '../client-errors/list-client-errors.js';
import { getRevenueReport } from './get-revenue-report.js';
import { getSalesReport } from './get-sales-report.js';
import { getSeatReport } from './get-seat-report.js';
import { listSeatedPerformances } from './list-seated-performances.js';
import { streamExport } from './stream-export.js';

/**
 * The reports of the back office (decision 0020), a section under /api/admin for administrators
 * only (cashiers see no revenue): sales and occupancy per performance and ticket type, revenue per
 * day and channel, the exports (XLSX, CSV) of orders, tickets, sales and VAT, a seated performance's seats and occupancy per section, and
 * the browsers' error reports.
 */
export function reportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/reports/sales',
      {
        config: { permission: 'reports' },
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
      '/exports/:kind',
      {
        config: { permission: 'reports' },
        schema: {
          tags: ['admin'],
          summary: 'An export of a period as XLSX or CSV, streamed (orders, tickets, sales, VAT).',
          description:
            '`orders`: one row per order. `tickets`: one row per ticket (with `event_id`, the ' +
            'door list of one performance). `sales`: tickets and money per channel and per ' +
            'production. `vat`: the VAT analysis per rate and per document, the figures of the ' +
            'revenue report’s VAT summary, then the correcting documents (sztornó, new, modifying) ' +
            'issued in the period by their own date, with their totals per rate. `date` says which date falls in the period (order, ' +
            'payment, performance); the file name and a spreadsheet’s first row say it too. XLSX ' +
            'has a title row, then the column headers; CSV is UTF-8 with a byte order mark, ' +
            'semicolons and CRLF, as Excel in Hungarian opens it. Headers in the caller’s ' +
            'language; money in whole forints; times in Budapest time.',
          params: exportParams,
          querystring: exportQuery,
          produces: [exportContentTypes.xlsx, exportContentTypes.csv],
          response: staffErrors,
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await recordSecurityEvent(deps.db, {
          type: 'export',
          userId: staff.id,
          client: securityClientOf(request),
          details: { kind: request.params.kind, ...request.query },
        });
        return sendStream(
          reply,
          await streamExport(deps.db, {
            params: request.params,
            query: request.query,
            locale: request.locale,
          }),
        );
      },
    );

    app.get(
      '/reports/revenue',
      {
        config: { permission: 'reports' },
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
      '/reports/seating',
      {
        config: { permission: 'reports' },
        schema: {
          tags: ['admin'],
          summary: 'The seated performances starting in the range, each with its number of seats.',
          querystring: reportQuery,
          response: { 200: seatedPerformancesReply, ...staffErrors },
        },
      },
      (request) => listSeatedPerformances(deps.db, request.query),
    );

    app.get(
      '/reports/seating/:id',
      {
        config: { permission: 'reports' },
        schema: {
          tags: ['admin'],
          summary:
            "A seated performance's seats with their state now, and the occupancy per section.",
          description:
            'Each seat in the map’s order with its place: `free`, `held` (a live hold of a cart ' +
            'or an unpaid order), `sold` (a paid order), `checked_in` (sold and admitted at the ' +
            'door) or `blocked` (blocked, or in no zone). Per section and in all: seats, sold ' +
            '(checked in included), held, blocked, checked in, free, and sold ÷ (seats − ' +
            'blocked) in percent. 404 `performance_not_found`, or `seat_map_not_found` for a ' +
            'general-admission performance.',
          params: seatingIdParams,
          response: { 200: seatReport, 404: errorBody, ...staffErrors },
        },
      },
      (request) => getSeatReport(deps.db, request.params.id),
    );

    app.get(
      '/client-errors',
      {
        config: { permission: 'audit' },
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
