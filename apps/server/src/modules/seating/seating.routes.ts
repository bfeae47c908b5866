import {
  errorBody,
  idOrSlug,
  seatMapQuery,
  seatMapReply,
  seatStatusReply,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { optionalUser } from '../../access/authentication.js';
import { hashCartKey, isIssuedCartKey } from '../cart/cart-key.js';
import type { Viewer } from '../catalog/get-event.js';
import { findCartOfKey } from './find-cart-of-key.js';
import { getSeatMap } from './get-seat-map.js';
import { getSeatStatus } from './get-seat-status.js';

const eventParams = z.object({ id: idOrSlug });

/**
 * A seated performance's hall for the shop (decision 0036): the map with every seat's state, and
 * the compact state for polling. The caller's cart (query `cart_key` or header `X-Cart-Key`) marks
 * its own seats; a key this shop did not issue is ignored.
 */
export function seatingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
    const signedIn = await optionalUser(request, deps);
    return { vip: signedIn?.user.vip ?? false };
  };
  const cartOf = async (request: FastifyRequest, queryKey: string | undefined) => {
    const header = request.headers['x-cart-key'];
    const key = queryKey ?? (typeof header === 'string' ? header : undefined);
    if (!key || !isIssuedCartKey(deps.config.appSecret, key)) return null;
    return findCartOfKey(deps.db, hashCartKey(key));
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/events/:id/seat-map',
      {
        schema: {
          tags: ['events'],
          summary: "A seated performance's hall: sections, rows, seats with zone and state.",
          description:
            'Seats come in the map’s fixed order, which `/seat-status` follows. `status` is ' +
            '`free`, `held`, `sold` or `blocked`; with the caller’s cart key (query `cart_key` ' +
            'or header `X-Cart-Key`) its own seats carry `mine: true`. 404 `seat_map_not_found` ' +
            'for a general-admission performance.',
          params: eventParams,
          querystring: seatMapQuery,
          response: { 200: seatMapReply, 404: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return getSeatMap(
          deps.db,
          request.params.id,
          await viewerOf(request),
          await cartOf(request, request.query.cart_key),
        );
      },
    );

    app.get(
      '/events/:id/seat-status',
      {
        schema: {
          tags: ['events'],
          summary: 'The compact state of every seat, for polling (with an ETag).',
          description:
            'One character per seat in the map’s order: `f` free, `h` held, `s` sold, ' +
            '`b` blocked, `m` held by the given cart. Send `If-None-Match` with the last ETag: ' +
            '304 while nothing changed.',
          params: eventParams,
          querystring: seatMapQuery,
          response: { 200: seatStatusReply, 304: z.null(), 404: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const { reply: body, etag } = await getSeatStatus(
          deps.db,
          request.params.id,
          await viewerOf(request),
          await cartOf(request, request.query.cart_key),
        );
        void reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return body;
      },
    );
  };
}
