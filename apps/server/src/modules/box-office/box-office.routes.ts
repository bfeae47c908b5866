import {
  boxOfficePerformance,
  boxOfficePerformanceParams,
  boxOfficeSaleBody,
  boxOfficeSaleReply,
  cartItemBody,
  cartReply,
  cashReport,
  couponAddBody,
  couponDeleteBody,
  dayCloseBody,
  dayCloseDetails,
  dayCloseParams,
  dayClosesQuery,
  dayClosesReply,
  errorBody,
  tillsReply,
} from '@theatre/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { addCartItem } from '../cart/add-cart-item.js';
import { addCoupon } from '../cart/add-coupon.js';
import { invalidCartKey } from '../cart/cart-access.js';
import { deleteCartItem } from '../cart/delete-cart-item.js';
import { deleteCoupon } from '../cart/delete-coupon.js';
import { getCart } from '../cart/get-cart.js';
import { removeCartItem } from '../cart/remove-cart-item.js';
import { closeDay } from './close-day.js';
import { getBoxOfficePerformance } from './get-box-office-performance.js';
import { getCashReport } from './get-cash-report.js';
import { getDayClose } from './get-day-close.js';
import { listDayCloses } from './list-day-closes.js';
import { listTills } from './list-tills.js';
import { sellAtBoxOffice } from './sell-at-box-office.js';

/** The key in the path: its shape and origin are checked by the cart's use cases. */
const keyParams = z.object({ key: z.string().max(200) });

const cartErrors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  410: errorBody,
  419: errorBody,
  422: errorBody,
} as const;

/**
 * The box office's sale channel (docs/product.md §7, decision 0017): `POST /sale/{key}/add`
 * and the rest of the shop's cart calls under `/sale/{key}`, on a cart whose channel is
 * `box_office`, for cashiers and administrators only (401 without a session, 403 for anyone else,
 * checked before the body is read). They are the shop's own cart use cases with the channel set:
 * the same holds, limits and replies. A box-office key is refused by the shop's /cart calls and a
 * shop key here (invalid cart key): the two channels never share a cart.
 */
export function saleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** The body's cart_key must name the cart of the path. */
  const sameKey = (request: { params: { key: string }; body: { cart_key: string } }) => {
    if (request.params.key !== request.body.cart_key) throw invalidCartKey();
  };
  const staffOnly = async (request: FastifyRequest): Promise<void> => {
    await requireStaff(request, deps);
  };

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      void reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.get(
      '/sale/:key',
      {
        onRequest: staffOnly,
        config: { permission: 'box_office' },
        schema: {
          tags: ['box office'],
          summary: 'The box-office cart: its items and the milliseconds left of its hold.',
          params: keyParams,
          response: { 200: cartReply, ...cartErrors },
        },
      },
      async (request) => getCart(deps, request.params.key, request.locale, 'box_office'),
    );

    app.post(
      '/sale/:key/add',
      {
        onRequest: staffOnly,
        config: { permission: 'box_office' },
        schema: {
          tags: ['box office'],
          summary:
            'Box office: holds one more ticket of the ticket type `id` in a box-office cart (10 minutes from the first).',
          params: keyParams,
          body: cartItemBody,
          response: { 200: cartReply, ...cartErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        sameKey(request);
        return addCartItem(deps, {
          key: request.params.key,
          ticketTypeId: request.body.id,
          // The desk may sell VIP-only tickets (to the guests they are meant for); the cart
          // remembers the cashier, never as the buyer (the order names the buyer).
          user: { id: staff.id, vip: true },
          locale: request.locale,
          channel: 'box_office',
        });
      },
    );

    app.post(
      '/sale/:key/remove',
      {
        onRequest: staffOnly,
        config: { permission: 'box_office' },
        schema: {
          tags: ['box office'],
          summary: 'Box office: one ticket fewer of the ticket type `id`; the line goes at 0.',
          params: keyParams,
          body: cartItemBody,
          response: { 200: cartReply, ...cartErrors },
        },
      },
      async (request) => {
        sameKey(request);
        return removeCartItem(deps, {
          key: request.params.key,
          ticketTypeId: request.body.id,
          locale: request.locale,
          channel: 'box_office',
        });
      },
    );

    app.post(
      '/sale/:key/delete',
      {
        onRequest: staffOnly,
        config: { permission: 'box_office' },
        schema: {
          tags: ['box office'],
          summary: 'Box office: removes the line of the ticket type `id`.',
          params: keyParams,
          body: cartItemBody,
          response: { 200: cartReply, ...cartErrors },
        },
      },
      async (request) => {
        sameKey(request);
        return deleteCartItem(deps, {
          key: request.params.key,
          ticketTypeId: request.body.id,
          locale: request.locale,
          channel: 'box_office',
        });
      },
    );

    app.post(
      '/sale/:key/coupon',
      {
        onRequest: staffOnly,
        config: { permission: 'box_office' },
        schema: {
          tags: ['box office'],
          summary:
            "Box office: applies a coupon code to a box-office cart (the shop's coupon rules).",
          description:
            "The shop's own coupon use case (POST /coupon/add) on the box-office channel: the same " +
            'validity, targets and use limits, one use taken by the cart and counted like an online ' +
            'one. The buyer at the desk is no account, so a per-account limit is not applied. Failed ' +
            'codes are limited to 10 per cart in 15 minutes (then **429** ' +
            '`coupon_attempts_exceeded`). Changing the tickets afterwards removes the coupon, as ' +
            'in the shop.',
          params: keyParams,
          body: couponAddBody,
          response: {
            200: cartReply,
            ...cartErrors,
            429: errorBody.describe('coupon_attempts_exceeded: too many failed codes'),
          },
        },
      },
      async (request) => {
        sameKey(request);
        return addCoupon(deps, {
          key: request.params.key,
          code: request.body.coupon_id,
          // The desk's buyer is not the cashier: the coupon is not tied to an account.
          user: null,
          locale: request.locale,
          channel: 'box_office',
          client: null,
        });
      },
    );

    app.post(
      '/sale/:key/coupon/delete',
      {
        onRequest: staffOnly,
        config: { permission: 'box_office' },
        schema: {
          tags: ['box office'],
          summary: "Box office: removes the box-office cart's coupon (204; reload the cart).",
          params: keyParams,
          body: couponDeleteBody,
          response: { 204: z.null(), ...cartErrors },
        },
      },
      async (request, reply) => {
        sameKey(request);
        await deleteCoupon(deps, request.params.key, 'box_office');
        return reply.status(204).send(null);
      },
    );
  };
}

/**
 * The box office in the back office (decision 0017), a section under /api/admin: a performance's
 * ticket types for the desk, completing a sale paid at the desk, the caller's cash report, day
 * close and past closes (cashier, admin; administrators see every cashier's closes), and the tills
 * that can pay a refund out (administrators).
 */
export function boxOfficeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/box-office/performances/:id',
      {
        config: { permission: 'box_office' },
        schema: {
          tags: ['admin'],
          summary: 'A performance as the desk sells it: its ticket types with what is left now.',
          params: boxOfficePerformanceParams,
          response: { 200: boxOfficePerformance, 404: errorBody, ...staffErrors },
        },
      },
      (request) => getBoxOfficePerformance(deps.db, request.params.id),
    );

    app.post(
      '/box-office/sales',
      {
        config: { permission: 'box_office' },
        schema: {
          tags: ['admin'],
          summary:
            'Completes a box-office sale paid at the desk (cash, or card on the terminal): the order is paid at once and its documents issued.',
          body: boxOfficeSaleBody,
          response: {
            201: boxOfficeSaleReply,
            404: errorBody,
            409: errorBody,
            410: errorBody,
            ...staffErrors,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const sale = await sellAtBoxOffice(
          { ...deps, log: request.log },
          { body: request.body, staffId: staff.id, locale: request.locale },
        );
        return reply.status(201).send(sale);
      },
    );

    app.get(
      '/box-office/cash-report',
      {
        config: { permission: 'box_office' },
        schema: {
          tags: ['admin'],
          summary: "The caller's open shift: sales and desk refunds since their last day close.",
          response: { 200: cashReport, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return getCashReport(deps.db, staff.id);
      },
    );

    app.post(
      '/box-office/day-closes',
      {
        config: { permission: 'box_office' },
        schema: {
          tags: ['admin'],
          summary:
            "Closes the caller's day: the shift's totals fixed, the counted cash and the difference recorded.",
          body: dayCloseBody,
          response: { 201: dayCloseDetails, 409: errorBody, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const close = await closeDay(deps.db, {
          staffId: staff.id,
          previousCloseId: request.body.previous_close_id,
          countedCash: request.body.counted_cash,
          note: request.body.note?.trim() ? request.body.note.trim() : null,
        });
        return reply.status(201).send(close);
      },
    );

    app.get(
      '/box-office/day-closes',
      {
        config: { permission: 'box_office' },
        schema: {
          tags: ['admin'],
          summary:
            'Day closes, newest first, by staff member and days: every cashier’s for administrators, the caller’s own for cashiers.',
          description:
            'Administrators see every staff member’s closes, and `staff` lists everyone who has closed a day. A cashier sees only their own closes and `staff` names only them; a cashier’s `staff_id` naming someone else gives an empty `items` list.',
          querystring: dayClosesQuery,
          response: { 200: dayClosesReply, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return listDayCloses(deps.db, request.query, staff);
      },
    );

    app.get(
      '/box-office/day-closes/:id',
      {
        config: { permission: 'box_office' },
        schema: {
          tags: ['admin'],
          summary:
            'A day close with its totals and the sales and refunds it counted (a cashier: their own only).',
          description:
            'Administrators open any close. A cashier opens only their own: another staff member’s close answers 404 `day_close_not_found`, like one that does not exist, so close ids cannot be probed.',
          params: dayCloseParams,
          response: { 200: dayCloseDetails, 404: errorBody, ...staffErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        return getDayClose(deps.db, request.params.id, staff);
      },
    );

    app.get(
      '/box-office/tills',
      {
        config: { permission: 'day_close_all' },
        // Administrators only (the default): they choose the till that pays a desk refund out.
        schema: {
          tags: ['admin'],
          summary: 'The tills a desk refund can be paid out of: the staff members, by name.',
          description:
            'A till is a staff member’s open shift at the box office. When an administrator cancels a box-office sale with a refund paid back at the desk, they name the till that pays it (`refund_till_id` of POST /admin/orders/{id}/cancel); that staff member’s next day close counts it.',
          response: { 200: tillsReply, ...staffErrors },
        },
      },
      () => listTills(deps.db),
    );
  };
}
