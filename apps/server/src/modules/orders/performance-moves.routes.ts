import {
  errorBody,
  movedOrder,
  movedOrderRefundReply,
  performanceMoveParams,
} from '@theatre/contracts';
import { formatPrice, translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { sendFile } from '../../http/send-file.js';
import { downloadMovedTickets, getMovedOrder } from './moved-order.js';
import { refundMovedOrder } from './refund-moved-order.js';

const errors = { 404: errorBody, 409: errorBody } as const;

/**
 * A moved performance's buyer link (decision 0048): the e-mailed token is the only key (only its
 * SHA-256 is stored). The buyer sees the order's tickets of the performance, downloads them again
 * with the new date, and asks for their refund until the deadline.
 */
export function performanceMovesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/performance-moves/:token',
      {
        schema: {
          tags: ['orders'],
          summary: "A moved performance's buyer link: the order's tickets of it and the refund.",
          description:
            '`refund_state`: `open` (a refund may be asked until `refund_deadline`), `refunded` (it was, through this link), `passed` (the deadline is over), `none` (no valid ticket of the performance left in the order). 404 `performance_move_not_found` for an unknown token.',
          params: performanceMoveParams,
          response: { 200: movedOrder, ...errors },
        },
      },
      async (request) =>
        getMovedOrder(deps, { token: request.params.token, locale: request.locale }),
    );

    app.get(
      '/performance-moves/:token/tickets',
      {
        schema: {
          tags: ['orders'],
          summary: "The link's order's tickets as PDF, printed with the performance's new date.",
          params: performanceMoveParams,
          response: errors,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await downloadMovedTickets(deps, { token: request.params.token, locale: request.locale }),
        ),
    );

    app.post(
      '/performance-moves/:token/refund',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['orders'],
          summary: "The buyer gives back the order's tickets of the moved performance.",
          description:
            "Until the move's refund deadline: the order's valid tickets of this performance are refunded through the one refund mechanism (a card payment partially through SimplePay; a cash or desk sale's refund is paid out at the box office); an order left with none is cancelled; the buyer is e-mailed. Once per link: 409 `performance_move_refunded` on a repeat, `performance_move_deadline_passed` after the deadline, `performance_move_no_tickets` when none is left to refund.",
          params: performanceMoveParams,
          response: { 200: movedOrderRefundReply, ...errors },
        },
      },
      async (request) => {
        const done = await refundMovedOrder(deps, {
          token: request.params.token,
          locale: request.locale,
        });
        return {
          message: translate(
            request.locale,
            done.refund === 'card'
              ? 'messages.moved_tickets_refunded_card'
              : done.refund === 'desk'
                ? 'messages.moved_tickets_refunded_desk'
                : 'messages.moved_tickets_refunded_none',
            { total: formatPrice(done.amount) },
          ),
          order: done.view,
        };
      },
    );
  };
}
