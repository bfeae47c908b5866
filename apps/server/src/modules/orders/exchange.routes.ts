import {
  errorBody,
  exchangeBody,
  exchangeOptionsReply,
  exchangeReply,
  orderIdParams,
} from '@theatre/contracts';
import { formatPrice, translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { exchangeTickets } from './exchange-tickets.js';
import { getExchangeOptions } from './get-exchange-options.js';
import { getOrderDetails } from './get-order-details.js';
import { seatNamesOf } from './choose-exchange-lines.js';

const errors = { ...staffErrors, 404: errorBody, 409: errorBody } as const;

const messageKeys = {
  pay: 'messages.tickets_exchanged_pay',
  refund_card: 'messages.tickets_exchanged_refund_card',
  refund_desk: 'messages.tickets_exchanged_refund_desk',
  even: 'messages.tickets_exchanged_even',
} as const;

/**
 * Exchanging tickets for another performance of the same production (decision 0050), under
 * /api/admin: what may be exchanged, and the exchange itself (or its preview, `dry_run`).
 * Cashiers (with their own till) and administrators.
 */
export function orderExchangeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/orders/:id/exchange',
      {
        config: { permission: 'orders_exchange' },
        schema: {
          tags: ['admin'],
          summary:
            'What an exchange may offer: the order’s valid tickets with their value and the other performances of their production on sale.',
          description:
            'Each valid ticket with its value (its price and fee less its share of the coupon, decision 0039), and the other published, not cancelled, not started performances of the same productions with their ticket types at the box office’s price (no technical fee unless the `desk_tech_fee` setting) and what is free. A seated performance offers its seat zones (sold by best available). `refused` names why an order cannot be exchanged at all: `not_paid`, `transfer` (a group order paid by bank transfer) or `complimentary`.',
          params: orderIdParams,
          response: { 200: exchangeOptionsReply, ...errors },
        },
      },
      async (request) => {
        await requireStaff(request, deps);
        return getExchangeOptions(deps.db, request.params.id, request.locale);
      },
    );

    app.post(
      '/orders/:id/exchange',
      {
        config: { permission: 'orders_exchange' },
        schema: {
          tags: ['admin'],
          summary:
            'Exchanges tickets of a paid order for tickets of another performance of the same production (or prices the exchange: `dry_run`).',
          description:
            'In one transaction under the till’s and the order’s locks: the old tickets are given back as a refund per ticket does it (they stop admitting, their places go back on sale, the receipt or invoice gets a sztornó and a new document for what remains), and the new tickets are sold as a new box-office order for the same buyer (`exchanged_from_order_id`), at the box office’s price, paid by the old tickets’ value as credit plus the difference. `difference` > 0: the buyer pays it at the till (`payment`: cash or card; the day close counts only that). < 0: only the surplus goes back the way the old order was paid (a partial SimplePay refund; a desk sale’s out of the till). A cashier’s till is their own; an administrator names one in `till_id` when money moves at a desk. A seated target takes the best seats together of each zone. The new order gets its receipt or invoice, its tickets and the buyer’s e-mail from the documents job. 409 `tickets_exchanged` when the tickets were exchanged already, `exchange_not_allowed` for a transfer or complimentary order, `ticket_sold_out` / `seat_taken` / `not_enough_adjacent_seats` when the places are gone; 422 per field otherwise. Audited as `order.exchanged` on both orders.',
          params: orderIdParams,
          body: exchangeBody,
          response: { 200: exchangeReply, ...errors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        const done = await exchangeTickets(deps, {
          orderId: request.params.id,
          body: request.body,
          actor: staff,
          locale: request.locale,
        });
        const english = request.locale === 'en';
        return {
          dry_run: done.dryRun,
          value: done.value,
          price: done.price,
          difference: done.difference,
          settlement: done.settlement,
          lines: done.lines.map((line) => ({
            ticket_type_id: line.ticketTypeId,
            name: english && line.nameEn ? line.nameEn : line.name,
            quantity: line.quantity,
            unit_price: line.price,
            seats: seatNamesOf(line, request.locale),
          })),
          new_order_id: done.newOrderId,
          message:
            done.newOrderId === null
              ? ''
              : translate(request.locale, messageKeys[done.settlement], {
                  count: done.ticketIds.length,
                  total: formatPrice(Math.abs(done.difference)),
                  order: done.newOrderId,
                }),
          order: done.dryRun
            ? null
            : await getOrderDetails(deps.db, request.params.id, request.locale, staff),
        };
      },
    );
  };
}
