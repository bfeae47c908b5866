import {
  cancelOrderBody,
  cancelOrderReply,
  refundTicketsBody,
  refundTicketsReply,
  errorBody,
  messageReply,
  orderIdParams,
  payOutRefundBody,
  settleRefundBody,
  settleRefundParams,
  staffOrderDetails,
  staffOrdersQuery,
  staffOrdersReply,
  ticketPrintQuery,
} from '@theatre/contracts';
import { formatPrice, translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { sendFile } from '../../http/send-file.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { AppError } from '../../lib/app-error.js';
import { payOutDeskRefund } from '../checkout/pay-out-desk-refund.js';
import { settleRefund } from '../checkout/settle-refund.js';
import { downloadFiscalDocument, downloadOrderTickets } from '../documents/download-documents.js';
import { cancelOrder } from './cancel-order.js';
import { refundTillOf } from './cancel-rules.js';
import { refundTickets } from './refund-tickets.js';
import { getOrderDetails } from './get-order-details.js';
import { resendOrderConfirmation } from './resend-order-confirmation.js';
import { searchOrders } from './search-orders.js';

const orderErrors = { ...staffErrors, 404: errorBody } as const;
const fileErrors = { ...orderErrors, 409: errorBody } as const;

const tillRequired = () =>
  new AppError(
    'validation_failed',
    {},
    { refund_till_id: [{ key: 'validation.refund_till_required' }] },
  );

/**
 * The back office's orders (decision 0016), a section under /api/admin: the search, an order's
 * details, its documents, sending its confirmation again (cashier, admin), and cancelling it with
 * or without a refund (administrators; a cashier a box-office sale of their own open shift).
 */
export function staffOrderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/orders',
      {
        config: { permission: 'orders_view' },
        schema: {
          tags: ['admin'],
          summary:
            'Orders by buyer, e-mail, id or ticket code, performance and status; newest first.',
          querystring: staffOrdersQuery,
          response: { 200: staffOrdersReply, ...staffErrors },
        },
      },
      (request) => searchOrders(deps.db, request.query, request.locale),
    );

    app.get(
      '/orders/:id',
      {
        config: { permission: 'orders_view' },
        schema: {
          tags: ['admin'],
          summary:
            'An order with its lines, payments, refunds, documents, tickets, e-mails and audit trail.',
          params: orderIdParams,
          response: { 200: staffOrderDetails, ...orderErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return getOrderDetails(deps.db, request.params.id, request.locale, staff);
      },
    );

    app.get(
      '/orders/:id/tickets',
      {
        config: { permission: 'orders_view' },
        schema: {
          tags: ['admin'],
          summary: 'The tickets of a paid order as PDF.',
          description:
            'One ticket per page, on the paper `format` names: `a4` (the default, the file the buyer gets), `thermal80` (an 80 mm thermal printer: 80 mm wide, each page as tall as its ticket, so the printer cuts after each) or `stock` (210 × 74 mm ticket stock). The desk formats print the order’s valid tickets as they are now.',
          params: orderIdParams,
          querystring: ticketPrintQuery,
          response: fileErrors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadOrderTickets(deps.db, {
            orderId: request.params.id,
            locale: request.locale,
            format: request.query.format,
          }),
        ),
    );

    app.get(
      '/documents/:id/download',
      {
        config: { permission: 'orders_view' },
        schema: {
          tags: ['admin'],
          summary: 'A receipt, invoice or cancellation (sztornó) as PDF, by its id.',
          params: orderIdParams,
          response: fileErrors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadFiscalDocument(deps.db, {
            documentId: request.params.id,
            locale: request.locale,
          }),
        ),
    );

    app.post(
      '/orders/:id/resend-confirmation',
      {
        config: { permission: 'orders_resend' },
        schema: {
          tags: ['admin'],
          summary: "Queues a paid order's confirmation e-mail again, with its documents.",
          params: orderIdParams,
          response: { 202: messageReply, ...fileErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        await resendOrderConfirmation(deps, { orderId: request.params.id, actorId: staff.id });
        return reply
          .status(202)
          .send({ message: translate(request.locale, 'messages.confirmation_resent') });
      },
    );

    app.post(
      '/orders/:id/cancel',
      {
        config: { permission: 'orders_refund' },
        // Cashiers too, for a box-office sale of their own open shift (checked by cancelOrder).
        schema: {
          tags: ['admin'],
          summary:
            'Cancels an order: holds or sales released, tickets and documents cancelled, refunded.',
          description:
            'Administrators cancel any order paid or awaiting payment; a cashier only a box-office sale of their own open shift (403 otherwise). A refund goes back the way the money came: through SimplePay, or paid out at the desk out of a till, which that staff member’s day close counts: a cashier’s own, or the one an administrator names in `refund_till_id` (see GET /admin/box-office/tills; 422 when a desk refund names none).',
          params: orderIdParams,
          body: cancelOrderBody,
          response: { 200: cancelOrderReply, ...fileErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const cancelled = await cancelOrder(deps, {
          orderId: request.params.id,
          actor: staff,
          reason: request.body.reason,
          refund: request.body.refund,
          refundTillId: request.body.refund_till_id ?? null,
        });
        const refund = cancelled.refund;
        const message =
          refund === null
            ? translate(request.locale, 'messages.order_cancelled')
            : translate(
                request.locale,
                refund.method === 'desk'
                  ? 'messages.order_cancelled_refund_desk'
                  : 'messages.order_cancelled_refund_card',
                { total: formatPrice(refund.amount) },
              );
        return {
          message,
          order: await getOrderDetails(deps.db, request.params.id, request.locale, staff),
        };
      },
    );

    app.post(
      '/orders/:id/refund-tickets',
      {
        config: { permission: 'orders_refund' },
        // Cashiers too, for a box-office sale of their own open shift (checked by refundTickets).
        schema: {
          tags: ['admin'],
          summary:
            'Refunds some tickets of a paid order: they stop admitting, go back to sale, their share is paid back and the documents are corrected.',
          description:
            'Each ticket must be a valid ticket of the order (422 on `ticket_ids` otherwise; one admitted at the door only by an administrator). What the tickets cost is their price and technical fee less their share of the coupon discount, split over the order’s tickets in proportion (decision 0039), so refunds in any number of steps give back the order’s total exactly. The money goes back the way it came: a partial SimplePay refund, or paid out at the desk out of a till (`refund_till_id`, as for a cancel). The receipt or invoice gets a sztornó and a new one for what remains. Who may: as for a cancel.',
          params: orderIdParams,
          body: refundTicketsBody,
          response: { 200: refundTicketsReply, ...fileErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const done = await refundTickets(deps, {
          orderId: request.params.id,
          ticketIds: request.body.ticket_ids,
          actor: staff,
          reason: request.body.reason,
          refundTillId: request.body.refund_till_id ?? null,
        });
        const values = { count: done.ticketIds.length, total: formatPrice(done.amount) };
        const key =
          done.refund === null
            ? 'messages.tickets_refunded_free'
            : done.refund.method === 'desk'
              ? 'messages.tickets_refunded_desk'
              : 'messages.tickets_refunded_card';
        return {
          message: translate(request.locale, key, values),
          ticket_ids: done.ticketIds,
          amount: done.amount,
          refund_method: done.refund?.method ?? null,
          tickets_left: done.ticketsLeft,
          order: await getOrderDetails(deps.db, request.params.id, request.locale, staff),
        };
      },
    );

    app.post(
      '/orders/:id/refunds/:refund_id/settle',
      {
        config: { permission: 'orders_settle' },
        schema: {
          tags: ['admin'],
          summary:
            'Records a refund the payment provider refused as paid back by other means (with a note).',
          params: settleRefundParams,
          body: settleRefundBody,
          response: { 200: cancelOrderReply, ...fileErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await settleRefund(deps, {
          orderId: request.params.id,
          refundId: request.params.refund_id,
          note: request.body.note,
          actorId: staff.id,
        });
        return {
          message: translate(request.locale, 'messages.refund_settled'),
          order: await getOrderDetails(deps.db, request.params.id, request.locale, staff),
        };
      },
    );

    app.post(
      '/orders/:id/refunds/:refund_id/pay-out',
      {
        config: { permission: 'orders_refund' },
        schema: {
          tags: ['admin'],
          summary: 'Pays out at the desk a refund that waited for the buyer (decision 0047).',
          description:
            "A desk refund of a cancelled performance's tickets bought in cash or at the desk waits, pending, until the buyer comes to the box office; it is paid out of a till: a cashier's own, or the one an administrator names in `refund_till_id` (their day close counts it). 409 `refund_not_waiting` when it was paid out already or is not a desk refund.",
          params: settleRefundParams,
          body: payOutRefundBody,
          response: { 200: cancelOrderReply, ...fileErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const till = refundTillOf(staff, request.body.refund_till_id ?? null);
        if (till === null) throw tillRequired();
        const done = await payOutDeskRefund(deps, {
          orderId: request.params.id,
          refundId: request.params.refund_id,
          tillStaffId: till,
          actorId: staff.id,
        });
        return {
          message: translate(request.locale, 'messages.refund_paid_out', {
            total: formatPrice(done.amount),
          }),
          order: await getOrderDetails(deps.db, request.params.id, request.locale, staff),
        };
      },
    );
  };
}
