import {
  bestAvailableBody,
  cartReply,
  cartSeatsBody,
  cartSeatsRemoveBody,
  cartSeatsTicketTypeBody,
  challengeRequiredBody,
  errorBody,
  notEnoughAdjacentBody,
  seatTakenBody,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { optionalUser } from '../../access/authentication.js';
import { requireStaff } from '../../access/staff-access.js';
import { fastSerializerCompiler } from '../../http/fast-serializer.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import { invalidCartKey, type CartDeps } from './cart-access.js';
import { changeSeatTicketType } from './change-seat-ticket-type.js';
import { holdBestAvailable } from './hold-best-available.js';
import { holdCartSeats } from './hold-cart-seats.js';
import { removeCartSeats } from './remove-cart-seats.js';

const keyParams = z.object({ key: z.string().max(200) });
/**
 * Seats in a cart (decision 0036): the shop's `/cart/{key}/seats…` and, for the box office, the
 * same calls under `/sale/{key}/…` on a box-office cart (cashiers and administrators only, as the
 * rest of the sale channel).
 */
export function cartSeatRoutes(
  deps: AppDeps,
  channel: 'online' | 'box_office',
): FastifyPluginAsyncZod {
  const cart: CartDeps = deps;
  const prefix = channel === 'online' ? '/cart' : '/sale';
  const tags = [channel === 'online' ? 'cart' : 'box office'];
  const sameKey = (request: { params: { key: string }; body: { cart_key: string } }) => {
    if (request.params.key !== request.body.cart_key) throw invalidCartKey();
  };
  const access =
    channel === 'online'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            await requireStaff(request, deps);
          },
          config: { permission: 'box_office' as const },
        };
  const buyer = async (request: FastifyRequest) => {
    if (channel === 'box_office') {
      // The desk sells VIP-only seats too; the cart remembers the cashier, never as the buyer.
      const staff = await requireStaff(request, deps);
      return { id: staff.id, vip: true };
    }
    const signedIn = await optionalUser(request, deps);
    return signedIn ? { id: signedIn.user.id, vip: signedIn.user.vip } : null;
  };
  const errors = {
    401: errorBody,
    403: errorBody,
    404: errorBody,
    410: errorBody,
    419: errorBody,
    422: errorBody,
  } as const;

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    app.setSerializerCompiler(fastSerializerCompiler);

    app.post(
      `${prefix}/:key/seats`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Holds the seats `seat_ids` of the performance `event_id`: all of them or none.',
          description:
            '`ticket_type_id` names a concession valid in every seat’s zone (default: each ' +
            'seat’s zone). A seat not free answers **409** `seat_taken` with the taken ' +
            '`seat_ids`; seats the cart already holds stay as they are. The per-client hold ' +
            'limits and the proof-of-work challenge of `/add` apply (428, 429).',
          params: keyParams,
          body: cartSeatsBody,
          response: {
            200: cartReply,
            ...errors,
            409: z.union([seatTakenBody, errorBody]),
            428: challengeRequiredBody,
            429: errorBody,
          },
        },
      },
      async (request) => {
        sameKey(request);
        return holdCartSeats(cart, {
          key: request.params.key,
          eventId: request.body.event_id ?? null,
          seatIds: request.body.seat_ids,
          ticketTypeId: request.body.ticket_type_id ?? null,
          user: await buyer(request),
          locale: request.locale,
          channel,
          client: channel === 'online' ? ipSubject(request.ip) : null,
          challenge: request.body.challenge,
        });
      },
    );

    app.post(
      `${prefix}/:key/seats/remove`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Gives back seats the cart holds.',
          params: keyParams,
          body: cartSeatsRemoveBody,
          response: { 200: cartReply, ...errors, 409: errorBody },
        },
      },
      async (request) => {
        sameKey(request);
        return removeCartSeats(cart, {
          key: request.params.key,
          seatIds: request.body.seat_ids,
          eventId: request.body.event_id ?? null,
          locale: request.locale,
          channel,
        });
      },
    );

    app.post(
      `${prefix}/:key/seats/ticket-type`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Sets the price of seats the cart holds: a concession or their zone.',
          description:
            '`ticket_type_id` is a concession valid in every seat’s zone (a student ticket, …) or ' +
            'the seats’ zone itself (its own price again). The seats stay held; seats the cart ' +
            'does not hold are passed over, none of them held answers **404** ' +
            '`cart_item_not_found`; a price not valid in a seat’s zone **422**. Removes the coupon.',
          params: keyParams,
          body: cartSeatsTicketTypeBody,
          response: { 200: cartReply, ...errors, 409: errorBody },
        },
      },
      async (request) => {
        sameKey(request);
        return changeSeatTicketType(cart, {
          key: request.params.key,
          seatIds: request.body.seat_ids,
          eventId: request.body.event_id ?? null,
          ticketTypeId: request.body.ticket_type_id,
          locale: request.locale,
          channel,
        });
      },
    );

    app.post(
      `${prefix}/:key/best-available`,
      {
        ...access,
        schema: {
          tags,
          summary: 'Holds the best `quantity` adjacent seats of the price `ticket_type_id`.',
          description:
            'Adjacent seats in one row, never across an aisle, best row first (nearest the ' +
            'stage’s centre line), without leaving a single empty seat beside them when another ' +
            'block avoids it. A concession takes seats of its zones at its price. No block of ' +
            'that many together: **409** `not_enough_adjacent_seats` with `proposal`, the best ' +
            'split as seat ids per part (not held; hold it with `/seats`), or null.',
          params: keyParams,
          body: bestAvailableBody,
          response: {
            200: cartReply,
            ...errors,
            409: z.union([notEnoughAdjacentBody, seatTakenBody, errorBody]),
            428: challengeRequiredBody,
            429: errorBody,
          },
        },
      },
      async (request) => {
        sameKey(request);
        return holdBestAvailable(cart, {
          key: request.params.key,
          ticketTypeId: request.body.ticket_type_id,
          quantity: request.body.quantity,
          user: await buyer(request),
          locale: request.locale,
          channel,
          client: channel === 'online' ? ipSubject(request.ip) : null,
          challenge: request.body.challenge,
        });
      },
    );
  };
}
