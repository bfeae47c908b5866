import {
  cartAddBody,
  cartItemBody,
  cartKeyReply,
  challengeRequiredBody,
  cartReply,
  couponAddBody,
  couponDeleteBody,
  errorBody,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { optionalUser } from '../../access/authentication.js';
import { fastSerializerCompiler } from '../../http/fast-serializer.js';
import { ipSubject } from '../rate-limits/ip-subject.js';
import { addCartItem } from './add-cart-item.js';
import { addCoupon } from './add-coupon.js';
import { invalidCartKey, type CartDeps } from './cart-access.js';
import { deleteCartItem } from './delete-cart-item.js';
import { deleteCoupon } from './delete-coupon.js';
import { getCart } from './get-cart.js';
import { getCartKey } from './get-cart-key.js';
import { removeCartItem } from './remove-cart-item.js';

/** The key in the path: its shape and origin are checked by the use case ('invalid cart key'). */
const keyParams = z.object({ key: z.string().max(200) });

/**
 * Cart replies are small JSON (under 2 KiB): compressing them costs more than it saves, and the
 * compression plugin's per-request hooks were a fifth of a cart add's CPU under load.
 */
const small = { compress: false, decompress: false } as const;

const changeErrors = {
  404: errorBody,
  409: errorBody,
  410: errorBody,
  422: errorBody,
} as const;

/**
 * The cart (docs/product.md §4, §7 "Cart and coupons"). Cart changes answer 200 with the new item
 * list (no success toast: docs/product.md §7), removing a coupon 204.
 */
export function cartRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const cart: CartDeps = deps;

  /** The body's cart_key must name the cart of the path. */
  const sameKey = (request: { params: { key: string }; body: { cart_key: string } }) => {
    if (request.params.key !== request.body.cart_key) throw invalidCartKey();
  };

  const buyer = async (request: FastifyRequest) => {
    const signedIn = await optionalUser(request, deps);
    return signedIn ? { id: signedIn.user.id, vip: signedIn.user.vip } : null;
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    // Replies are one visitor's cart: never stored by a browser or proxy cache.
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    // The replies of the on-sale spike: serialised by fast-json-stringify, not zod.
    app.setSerializerCompiler(fastSerializerCompiler);

    app.get(
      '/cart/get-key',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'A new cart key (32 characters). The cart is created by its first ticket.',
          response: { 200: cartKeyReply },
        },
      },
      async () => getCartKey(cart),
    );

    app.get(
      '/cart/get-key/:id',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'The given key while its cart is still good, otherwise a new one.',
          params: z.object({ id: z.string().max(200) }),
          response: { 200: cartKeyReply },
        },
      },
      async (request) => getCartKey(cart, request.params.id),
    );

    app.get(
      '/cart/:key',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'The items of the cart and the milliseconds left of its hold.',
          params: keyParams,
          response: { 200: cartReply, 410: errorBody, 422: errorBody },
        },
      },
      async (request) => getCart(cart, request.params.key, request.locale),
    );

    app.post(
      '/cart/:key/add',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'Holds one more ticket of the ticket type `id` (10 minutes from the first).',
          description:
            'One client address, and one signed-in account, holds at most a free allowance of ' +
            "tickets of a performance at once (the sales settings' `hold_free_per_client`, 20). " +
            'Beyond it the add answers **428** `challenge_required` with a proof-of-work ' +
            '`challenge` (ALTCHA v2, PBKDF2/SHA-256): solve it and send the same add again with ' +
            "`challenge` (ALTCHA's base64 payload of `{ challenge, solution }`); that unlocks the " +
            'cart, and each challenge works once. Beyond the hard cap (`hold_cap_per_client`, 60) ' +
            'the add answers **429** `hold_limit_reached`. Only live holds count; the box office ' +
            'is exempt.',
          params: keyParams,
          body: cartAddBody,
          response: {
            200: cartReply,
            ...changeErrors,
            428: challengeRequiredBody.describe(
              'challenge_required: solve `challenge` and send the add again with it',
            ),
            429: errorBody.describe('hold_limit_reached: the hard cap of holds per client'),
          },
        },
      },
      async (request) => {
        sameKey(request);
        return addCartItem(cart, {
          key: request.params.key,
          ticketTypeId: request.body.id,
          user: await buyer(request),
          locale: request.locale,
          client: ipSubject(request.ip),
          challenge: request.body.challenge,
        });
      },
    );

    app.post(
      '/cart/:key/remove',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'One ticket fewer of the ticket type `id`; the line goes at 0.',
          params: keyParams,
          body: cartItemBody,
          response: { 200: cartReply, ...changeErrors },
        },
      },
      async (request) => {
        sameKey(request);
        return removeCartItem(cart, {
          key: request.params.key,
          ticketTypeId: request.body.id,
          locale: request.locale,
        });
      },
    );

    app.post(
      '/cart/:key/delete',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'Removes the line of the ticket type `id`.',
          params: keyParams,
          body: cartItemBody,
          response: { 200: cartReply, ...changeErrors },
        },
      },
      async (request) => {
        sameKey(request);
        return deleteCartItem(cart, {
          key: request.params.key,
          ticketTypeId: request.body.id,
          locale: request.locale,
        });
      },
    );

    app.post(
      '/coupon/add',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: 'Applies a coupon code to the cart (a discount line).',
          description:
            'Failed codes (invalid, not applicable, used up) are limited to 10 per client ' +
            'address and 10 per cart in 15 minutes; then every attempt, right or wrong, answers ' +
            '**429** `coupon_attempts_exceeded` with Retry-After until the window ends. A code ' +
            'that applies does not count.',
          body: couponAddBody,
          response: {
            200: cartReply,
            410: errorBody,
            422: errorBody,
            429: errorBody.describe('coupon_attempts_exceeded: too many failed codes'),
          },
        },
      },
      async (request) => {
        const user = await buyer(request);
        return addCoupon(cart, {
          key: request.body.cart_key,
          code: request.body.coupon_id,
          user: user && { id: user.id },
          locale: request.locale,
          client: ipSubject(request.ip),
        });
      },
    );

    app.post(
      '/coupon/delete',
      {
        ...small,
        schema: {
          tags: ['cart'],
          summary: "Removes the cart's coupon.",
          body: couponDeleteBody,
          response: { 204: z.null(), 410: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        await deleteCoupon(cart, request.body.cart_key);
        return reply.status(204).send(null);
      },
    );
  };
}
