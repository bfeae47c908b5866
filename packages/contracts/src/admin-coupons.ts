import { z } from 'zod';
import { auditFieldChange } from './admin-audit.js';
import { couponCode } from './cart.js';

/*
 * Coupons in the back office (decision 0019), administrators only: the list with each coupon's use,
 * a new coupon, changing its name, validity and limits, switching it off and on, and its uses.
 * Field names are snake_case; money is whole forints; instants are ISO 8601 with an offset.
 */

const maxInt = 2_147_483_647;

/** Coupons per page of GET /admin/coupons, uses per page of GET /admin/coupons/:id/uses. */
export const adminCouponsPerPage = 50;
export const adminCouponUsesPerPage = 50;

export const couponKinds = ['percent', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** Where a coupon stands now: switched off, not yet valid, valid, past its validity. */
export const couponStates = ['inactive', 'scheduled', 'active', 'expired'] as const;
export type CouponState = (typeof couponStates)[number];

export const couponUseStatuses = ['held', 'reserved', 'consumed', 'released'] as const;
export type CouponUseStatus = (typeof couponUseStatuses)[number];

/** `:id` of the coupon routes. */
export const couponIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** GET /admin/coupons: by code or name (any part of them, case ignored), newest first. */
export const adminCouponsQuery = z.object({
  q: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminCouponsQuery = z.input<typeof adminCouponsQuery>;

/** GET /admin/coupons/:id/uses. */
export const adminCouponUsesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** How much of a coupon is used: the uses that count against its limits, and what is left. */
export const couponUsage = z.object({
  /** By paid orders. */
  consumed: z.number().int(),
  /** By orders awaiting payment, until they expire. */
  reserved: z.number().int(),
  /** By live carts, until they expire. */
  held: z.number().int(),
  /** max_uses − consumed − reserved − held (never below 0); null without a limit. */
  remaining: z.number().int().nullable(),
});
export type CouponUsage = z.infer<typeof couponUsage>;

export const adminCouponRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  kind: z.enum(couponKinds),
  /** percent: 1–100; fixed: forints. */
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  active: z.boolean(),
  state: z.enum(couponStates),
  /** How many performances or ticket types it is limited to; 0: every performance. */
  target_count: z.number().int(),
  usage: couponUsage,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRow>;

export const adminCouponsReply = z.object({
  data: z.array(adminCouponRow),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminCouponsReply = z.infer<typeof adminCouponsReply>;

/** What a coupon is limited to: a performance, or one ticket type of a performance. */
export const couponTarget = z.object({
  event_id: z.number().int(),
  /** Null: every ticket type of the performance. */
  ticket_type_id: z.number().int().nullable(),
  /** The production's name (in Hungarian and English) and, for a ticket type, its name. */
  name: z.string(),
  name_en: z.string(),
  ticket_type_name: z.string().nullable(),
  starts_at: z.string(),
});
export type CouponTarget = z.infer<typeof couponTarget>;

/** GET /admin/coupons/:id: the coupon, what it applies to, and who changed it when. */
export const adminCouponDetails = adminCouponRow.extend({
  /** Empty: every performance. */
  targets: z.array(couponTarget),
  audit: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** What changed, field by field (old → new); empty where the entry records none. */
      changes: z.record(z.string(), auditFieldChange),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type AdminCouponDetails = z.infer<typeof adminCouponDetails>;

/** An instant with its offset, e.g. `2026-12-03T19:00:00+01:00`; null: no bound. */
const couponInstant = z.iso
  .datetime({ offset: true, message: 'validation.coupon_datetime' })
  .nullable();
/** A use limit; null: no limit. */
const couponLimit = z
  .number('validation.coupon_whole_number')
  .int('validation.coupon_whole_number')
  .min(1)
  .max(1_000_000)
  .nullable();
const couponName = z.string('validation.required').trim().min(1).max(120);

/** The fields an administrator may change on an existing coupon. */
const couponChangeable = z.object({
  name: couponName,
  name_en: couponName,
  valid_from: couponInstant,
  valid_until: couponInstant,
  max_uses: couponLimit,
  max_uses_per_user: couponLimit,
});

type Changeable = z.infer<typeof couponChangeable>;

/** The checks across fields, shared by the new coupon and the change (pure). */
function checkChangeable(value: Changeable, context: z.RefinementCtx): void {
  if (
    value.valid_from !== null &&
    value.valid_until !== null &&
    Date.parse(value.valid_until) <= Date.parse(value.valid_from)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['valid_until'],
      message: 'validation.coupon_valid_until',
    });
  }
  if (
    value.max_uses !== null &&
    value.max_uses_per_user !== null &&
    value.max_uses_per_user > value.max_uses
  ) {
    context.addIssue({
      code: 'custom',
      path: ['max_uses_per_user'],
      message: 'validation.coupon_per_user_above_total',
    });
  }
}

/** PUT /admin/coupons/:id: every changeable field, as the form shows them. */
export const couponUpdateBody = couponChangeable.superRefine(checkChangeable);
export type CouponUpdateBody = z.infer<typeof couponUpdateBody>;

/** POST /admin/coupons: a new coupon. */
export const couponCreateBody = couponChangeable
  .extend({
    /** Letters, digits, '-' and '_'; unique without regard to case; stored in capitals. */
    code: couponCode.pipe(z.string().min(3).max(32)),
    kind: z.enum(couponKinds, 'validation.choose_option'),
    /** percent: 1–100; fixed: forints off the lines it applies to. */
    value: z
      .number('validation.coupon_whole_number')
      .int('validation.coupon_whole_number')
      .min(1)
      .max(1_000_000),
    /** The performances it applies to; empty: every performance. */
    event_ids: z.array(z.number().int().positive().max(maxInt)).max(200).default([]),
  })
  .superRefine((value, context) => {
    checkChangeable(value, context);
    if (value.kind === 'percent' && value.value > 100) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'validation.coupon_percent' });
    }
  });
export type CouponCreateBody = z.input<typeof couponCreateBody>;
/** The new coupon as the server has it after parsing (every field present). */
export type CouponCreateFields = z.output<typeof couponCreateBody>;

/** One use of a coupon: by which cart or order, whose, when, and where it stands. */
export const adminCouponUse = z.object({
  id: z.number().int(),
  status: z.enum(couponUseStatuses),
  created_at: z.string(),
  /** A held or reserved use stops counting at this instant (its cart or order expires). */
  expires_at: z.string().nullable(),
  released_at: z.string().nullable(),
  /** Held or reserved and not expired yet, or consumed: it counts against the limits. */
  counts: z.boolean(),
  order: z
    .object({
      id: z.number().int(),
      /** awaiting_payment | paid | cancelled | expired */
      status: z.string(),
      buyer_name: z.string(),
      buyer_email: z.string(),
      total: z.number().int(),
      discount: z.number().int(),
    })
    .nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminCouponUse = z.infer<typeof adminCouponUse>;

export const adminCouponUsesReply = z.object({
  data: z.array(adminCouponUse),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminCouponUsesReply = z.infer<typeof adminCouponUsesReply>;

/** POST /admin/coupons/:id/deactivate and /activate: the coupon as it is now, and what happened. */
export const adminCouponActionReply = z.object({
  message: z.string(),
  coupon: adminCouponDetails,
});
export type AdminCouponActionReply = z.infer<typeof adminCouponActionReply>;
