import { errorBody, orderIdParams, orderItemsReply, userOrdersReply } from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { checkoutViewer, orderViewerOf } from '../../access/checkout-viewer.js';
import { sendFile } from '../../http/send-file.js';
import { downloadInvoice, downloadReceipt, downloadTickets } from './download-documents.js';
import { getOrderItems } from './get-order-items.js';
import { listUserOrders } from './list-user-orders.js';

const callerErrors = { 401: errorBody, 403: errorBody, 404: errorBody, 419: errorBody } as const;
const fileErrors = { ...callerErrors, 409: errorBody, 422: errorBody } as const;

/**
 * The buyer's orders and documents (docs/product.md §2 "Account screens", §4, §6, §7). Every call
 * is for the order's owner only, 403 'Not your order!' otherwise: a signed-in user, or a guest with
 * the purchase link (`X-Purchase-Token`).
 */
export function documentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const viewer = async (request: FastifyRequest) =>
    orderViewerOf(await checkoutViewer(request, deps));
  const authenticate = async (request: FastifyRequest): Promise<void> => {
    await checkoutViewer(request, deps);
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/user_orders',
      {
        onRequest: authenticate,
        schema: {
          tags: ['orders'],
          summary: "The buyer's orders, newest first, with their documents and actions.",
          description:
            'Each order carries `performances`: the performances it has tickets for, the earliest first, with `starts_at` (an ISO 8601 instant; the shop shows it in Budapest time) and the venue (`venue_name` in the caller’s language, `venue_address`). A guest with a purchase link sees the one order of the link.',
          response: { 200: userOrdersReply, ...callerErrors },
        },
      },
      async (request) => listUserOrders(deps.db, await viewer(request), request.locale),
    );

    app.get(
      '/order/:id/items',
      {
        onRequest: authenticate,
        schema: {
          tags: ['orders'],
          summary: "An order's lines (name, quantity, gross sum) for its details.",
          description:
            'A ticket line also names its performance (`event_id`, `event_name`), its start (`starts_at`, an ISO 8601 instant shown in Budapest time) and venue (`venue_name`, `venue_address`); these are null for the handling fee and a discount. Owner only: 403 `Not your order!`.',
          params: orderIdParams,
          response: { 200: orderItemsReply, ...callerErrors, 422: errorBody },
        },
      },
      async (request) =>
        getOrderItems(deps.db, {
          orderId: request.params.id,
          viewer: await viewer(request),
          locale: request.locale,
        }),
    );

    app.get(
      '/orders/:id/download_tickets',
      {
        onRequest: authenticate,
        schema: {
          tags: ['orders'],
          summary: 'The tickets of a paid order as PDF.',
          params: orderIdParams,
          response: fileErrors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadTickets(deps.db, {
            orderId: request.params.id,
            viewer: await viewer(request),
            locale: request.locale,
          }),
        ),
    );

    app.get(
      '/orders/:id/download_receipt',
      {
        onRequest: authenticate,
        schema: {
          tags: ['orders'],
          summary: 'The receipt of a paid order as PDF.',
          params: orderIdParams,
          response: fileErrors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadReceipt(deps.db, {
            orderId: request.params.id,
            viewer: await viewer(request),
            locale: request.locale,
          }),
        ),
    );

    app.get(
      '/invoices/:id/download',
      {
        onRequest: authenticate,
        schema: {
          tags: ['orders'],
          summary: 'An invoice or cancellation invoice as PDF (invoice_id, annul_invoice_id).',
          params: orderIdParams,
          response: fileErrors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadInvoice(deps.db, {
            invoiceId: request.params.id,
            viewer: await viewer(request),
            locale: request.locale,
          }),
        ),
    );
  };
}
