import {
  errorBody,
  markTransferPaidBody,
  messageReply,
  transferOrderBody,
  transferOrderDetails,
  transferOrderParams,
  transferOrderReply,
  transferOrdersQuery,
  transferOrdersReply,
  transferSettings,
  transferSettingsBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { securityClientOf } from '../../http/security-client.js';
import { sendFile } from '../../http/send-file.js';
import { createTransferOrder } from './create-transfer-order.js';
import { getTransferSettings } from '../settings/get-transfer-settings.js';
import { getTransferOrder } from './get-transfer-order.js';
import { listTransferOrders } from './list-transfer-orders.js';
import { markTransferPaid } from './mark-transfer-paid.js';
import { proFormaFile } from './pro-forma-file.js';
import { updateTransferSettings } from '../settings/update-transfer-settings.js';

/**
 * Group orders paid by bank transfer (decision 0046), a section under /api/admin: the list and
 * one order's page, taking one (cashier, admin), its pro-forma, marking it paid; the bank account and the payment term
 * (administrators). Cancelling one is the orders' cancel (POST /admin/orders/{id}/cancel).
 */
export function transferOrderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/transfer-orders',
      {
        config: { permission: 'transfer_orders' },
        schema: {
          tags: ['admin'],
          summary: 'The group orders by bank transfer, newest first, 50 a page.',
          description:
            '`status`: only those awaiting their transfer (`awaiting_transfer`), `paid`, lapsed (`expired`) or `cancelled`.',
          querystring: transferOrdersQuery,
          response: { 200: transferOrdersReply, ...staffErrors },
        },
      },
      (request) => listTransferOrders(deps.db, request.query),
    );

    app.get(
      '/transfer-orders/:id',
      {
        config: { permission: 'transfer_orders' },
        schema: {
          tags: ['admin'],
          summary:
            'A group order: its lines, invoice data, deadline, reminder and payment (404 for another order).',
          params: transferOrderParams,
          response: { 200: transferOrderDetails, 404: errorBody, ...staffErrors },
        },
      },
      (request) => getTransferOrder(deps.db, request.params.id, request.locale),
    );

    app.post(
      '/transfer-orders',
      {
        config: { permission: 'transfer_orders' },
        schema: {
          tags: ['admin'],
          summary:
            'Takes a group order paid by bank transfer: tickets held until the deadline, pro-forma e-mailed.',
          description:
            'Beyond the shop’s per-order limits, never beyond capacity (422 per line: `lines.N.quantity`). Seated performances are refused (422). Always an invoice: the billing fields follow the shop’s rules. The deadline is the end of the Budapest day `payment_days` (default: the setting) from today. 409 `transfer_account_missing` while the bank account is not set.',
          body: transferOrderBody,
          response: { 201: transferOrderReply, 409: errorBody, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const order = await createTransferOrder(deps, {
          body: request.body,
          staffId: staff.id,
          locale: request.locale,
        });
        return reply.status(201).send(order);
      },
    );

    app.get(
      '/transfer-orders/:id/pro-forma',
      {
        config: { permission: 'transfer_orders' },
        schema: {
          tags: ['admin'],
          summary: 'The pro-forma (díjbekérő, not an invoice) of a group order as PDF.',
          params: transferOrderParams,
          response: { ...staffErrors, 404: errorBody },
        },
      },
      async (request, reply) => sendFile(reply, await proFormaFile(deps.db, request.params.id)),
    );

    app.post(
      '/transfer-orders/:id/mark-paid',
      {
        config: { permission: 'transfer_orders' },
        schema: {
          tags: ['admin'],
          summary:
            'The transfer arrived: the group order is paid, its invoice and tickets issued and e-mailed.',
          description:
            'Once only: a second mark, or an order cancelled or lapsed, is 409 `order_not_awaiting_transfer` and changes nothing. `paid_on` in the future is 422.',
          params: transferOrderParams,
          body: markTransferPaidBody,
          response: { 200: messageReply, 404: errorBody, 409: errorBody, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await markTransferPaid(deps, {
          orderId: request.params.id,
          body: request.body,
          staffId: staff.id,
        });
        return { message: translate(request.locale, 'messages.transfer_marked_paid') };
      },
    );

    app.get(
      '/settings/transfer',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary: 'The bank account a pro-forma names, the payment term and the reminder’s lead.',
          response: { 200: transferSettings, ...staffErrors },
        },
      },
      () => getTransferSettings(deps.db),
    );

    app.put(
      '/settings/transfer',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['admin'],
          summary:
            'Saves the bank account, the default payment term and the reminder’s lead (days).',
          body: transferSettingsBody,
          response: { 200: transferSettings, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return updateTransferSettings(deps.db, {
          body: request.body,
          actorId: staff.id,
          client: securityClientOf(request),
        });
      },
    );
  };
}
