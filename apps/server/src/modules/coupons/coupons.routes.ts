import {
  adminCouponActionReply,
  adminCouponDetails,
  adminCouponsQuery,
  adminCouponsReply,
  adminCouponUsesQuery,
  adminCouponUsesReply,
  couponCreateBody,
  couponIdParams,
  couponUpdateBody,
  errorBody,
} from '@theatre/contracts';
import { translate } from '@theatre/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, staffErrors } from '../../access/staff-access.js';
import { createCoupon } from './create-coupon.js';
import { getCoupon } from './get-coupon.js';
import { listCouponUses } from './list-coupon-uses.js';
import { listCoupons } from './list-coupons.js';
import { setCouponActive } from './set-coupon-active.js';
import { updateCoupon } from './update-coupon.js';

const couponErrors = { ...staffErrors, 404: errorBody } as const;

/**
 * The back office's coupons (decision 0019), a section under /api/admin, administrators only: the
 * list with each coupon's use, one coupon, a new one, its names, validity and limits, switching it
 * off and on, and its uses.
 */
export function couponAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
  return async (app) => {
    app.get(
      '/coupons',
      {
        config: { permission: 'coupons' },
        schema: {
          tags: ['admin'],
          summary: 'Coupons by code or name, newest first, with their use now.',
          querystring: adminCouponsQuery,
          response: { 200: adminCouponsReply, ...staffErrors },
        },
      },
      (request) => listCoupons(deps.db, request.query),
    );

    app.post(
      '/coupons',
      {
        config: { permission: 'coupons' },
        schema: {
          tags: ['admin'],
          summary: 'A new coupon: code, names, discount, validity, limits, performances.',
          body: couponCreateBody,
          response: { 201: adminCouponDetails, ...staffErrors },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(request, deps);
        const id = await createCoupon(deps.db, { coupon: request.body, actorId: staff.id });
        return reply.status(201).send(await getCoupon(deps.db, id));
      },
    );

    app.get(
      '/coupons/:id',
      {
        config: { permission: 'coupons' },
        schema: {
          tags: ['admin'],
          summary: 'A coupon with its use, what it applies to and its audit trail.',
          params: couponIdParams,
          response: { 200: adminCouponDetails, ...couponErrors },
        },
      },
      (request) => getCoupon(deps.db, request.params.id),
    );

    app.put(
      '/coupons/:id',
      {
        config: { permission: 'coupons' },
        schema: {
          tags: ['admin'],
          summary:
            "Changes a coupon's names, validity and limits; a limit cannot go below its uses.",
          params: couponIdParams,
          body: couponUpdateBody,
          response: { 200: adminCouponActionReply, ...couponErrors },
        },
      },
      async (request) => {
        const staff = await requireStaff(request, deps);
        await updateCoupon(deps.db, {
          id: request.params.id,
          changes: request.body,
          actorId: staff.id,
        });
        return {
          message: translate(request.locale, 'messages.coupon_saved'),
          coupon: await getCoupon(deps.db, request.params.id),
        };
      },
    );

    for (const active of [false, true]) {
      app.post(
        active ? '/coupons/:id/activate' : '/coupons/:id/deactivate',
        {
          config: { permission: 'coupons' },
          schema: {
            tags: ['admin'],
            summary: active
              ? 'Switches a coupon on again (it applies within its validity).'
              : 'Switches a coupon off: no new cart can take it.',
            params: couponIdParams,
            response: { 200: adminCouponActionReply, ...couponErrors },
          },
        },
        async (request) => {
          const staff = await requireStaff(request, deps);
          await setCouponActive(deps.db, { id: request.params.id, active, actorId: staff.id });
          return {
            message: translate(
              request.locale,
              active ? 'messages.coupon_activated' : 'messages.coupon_deactivated',
            ),
            coupon: await getCoupon(deps.db, request.params.id),
          };
        },
      );
    }

    app.get(
      '/coupons/:id/uses',
      {
        config: { permission: 'coupons' },
        schema: {
          tags: ['admin'],
          summary: "A coupon's uses, newest first: which orders and carts, whose, when, status.",
          params: couponIdParams,
          querystring: adminCouponUsesQuery,
          response: { 200: adminCouponUsesReply, ...couponErrors },
        },
      },
      (request) => listCouponUses(deps.db, { id: request.params.id, page: request.query.page }),
    );
  };
}
