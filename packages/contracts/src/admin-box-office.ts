import { z } from 'zod';
import { isoDay } from './admin.js';
import { cartKey } from './cart.js';
import { checkOrderBilling, orderBillingFields } from './checkout.js';
import { staffRoles } from './staff-roles.js';

/*
 * The box office (decision 0017): a cashier sells through the shop's own cart on the `box_office`
 * channel (POST /sale/{key}/add, then the shop's cart calls under /sale/{key}), takes the money at
 * the desk (cash, or card on the desk's terminal) and closes the day with a cash report.
 * `/api/admin/box-office/...`: cashier and administrator, except the list of all closes
 * (administrators).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The most a desk takes in one go, in forints (a guard against a mistyped amount). */
export const boxOfficeMaxAmount = 100_000_000;

/** GET /admin/box-office/performances/:id */
export const boxOfficePerformanceParams = z.object({ id });

/** Whether a performance can be sold now, and why not. */
export const boxOfficeSaleStates = [
  'on_sale',
  'not_published',
  'started',
  'sale_not_started',
  'sale_ended',
] as const;
export type BoxOfficeSaleState = (typeof boxOfficeSaleStates)[number];

/** A ticket type as the desk sells it: price, fee and what is left right now. */
export const boxOfficeTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  price: z.number().int(),
  /** The technical fee per ticket (the shop's cart adds it at the desk too). */
  fee: z.number().int(),
  capacity: z.number().int(),
  sold: z.number().int(),
  /** Live holds (carts and unpaid orders). */
  held: z.number().int(),
  /** capacity − sold − live holds, never below 0. */
  available: z.number().int(),
  vip_only: z.boolean(),
});
export type BoxOfficeTicketType = z.infer<typeof boxOfficeTicketType>;

export const boxOfficePerformance = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  venue_name: z.string(),
  venue_name_en: z.string(),
  starts_at: z.string(),
  sale_state: z.enum(boxOfficeSaleStates),
  /** A seated performance (its seats are chosen on the map, or placed by best available). */
  seated: z.boolean(),
  ticket_types: z.array(boxOfficeTicketType),
});
export type BoxOfficePerformance = z.infer<typeof boxOfficePerformance>;

/** The sale's payment: 1 = cash, 2 = card on the desk's terminal (the default, as in the shop). */
export const BoxOfficePayment = { Cash: 1, Card: 2 } as const;

/** A typed address, or nothing (a walk-in buyer need not give one). */
const optionalEmail = z
  .string()
  .trim()
  .max(255)
  .pipe(z.union([z.literal(''), z.email('validation.email')]))
  .optional();

/**
 * POST /admin/box-office/sales: completes the sale of a box-office cart. The billing fields are the
 * shop's (orderStoreBody): checked only for an invoice (needs_invoice 1), with the tax number's
 * check digit. Without a name the buyer is recorded as a walk-in ("Pénztári vásárló"); without an
 * e-mail address no e-mail is sent (the tickets are printed at the desk).
 */
export const boxOfficeSaleBody = z
  .object({
    cart_key: cartKey,
    payment_method: z.union([z.literal(1), z.literal(2)], 'validation.choose_option').default(2),
    /** Card: the cashier confirms that the desk's terminal approved the payment. */
    card_approved: z.boolean().optional(),
    /** Cash: what the buyer handed over, for the change (must cover the total). */
    cash_received: z.number().int().min(0).max(boxOfficeMaxAmount).nullable().optional(),
    needs_invoice: z.union([z.literal(0), z.literal(1)], 'validation.choose_option'),
    buyer_name: z.string().trim().max(255).optional(),
    buyer_email: optionalEmail,
    /** The language of the tickets, receipt and e-mail (default: the caller's). */
    language: z.enum(['hu', 'en']).optional(),
    comment: z.string().trim().max(255).nullable().optional(),
    ...orderBillingFields,
  })
  .superRefine((body, context) => {
    if (body.payment_method === 2 && body.card_approved !== true) {
      context.addIssue({
        code: 'custom',
        path: ['card_approved'],
        message: 'validation.card_not_confirmed',
      });
    }
    checkOrderBilling(body, context);
  });
export type BoxOfficeSaleBody = z.input<typeof boxOfficeSaleBody>;

export const boxOfficeSaleReply = z.object({
  order_id: z.number().int(),
  status: z.literal('paid'),
  payment_method: z.union([z.literal(1), z.literal(2)]),
  needs_invoice: z.union([z.literal(0), z.literal(1)]),
  buyer_name: z.string(),
  buyer_email: z.string(),
  language: z.enum(['hu', 'en']),
  total: z.number().int(),
  /** Cash: what the buyer handed over and the change due; null when not given, or by card. */
  cash_received: z.number().int().nullable(),
  change: z.number().int().nullable(),
  tickets: z.number().int(),
  /** The tickets PDF can be printed now (GET /admin/orders/:id/tickets); else in a moment. */
  tickets_ready: z.boolean(),
});
export type BoxOfficeSaleReply = z.infer<typeof boxOfficeSaleReply>;

/** One sale or desk refund of a shift. */
export const cashEntry = z.object({
  kind: z.enum(['sale', 'refund']),
  order_id: z.number().int(),
  at: z.string(),
  buyer_name: z.string(),
  method: z.enum(['cash', 'card']),
  /** Forints taken (sale) or paid back (refund), positive. */
  amount: z.number().int(),
  tickets: z.number().int(),
});
export type CashEntry = z.infer<typeof cashEntry>;

/** A shift's figures: what came in and went out at the desk, by cash and card. */
export const cashTotals = z.object({
  cash_taken: z.number().int(),
  card_taken: z.number().int(),
  cash_refunded: z.number().int(),
  card_refunded: z.number().int(),
  /** What the drawer should hold from this shift: cash taken − cash refunded. */
  expected_cash: z.number().int(),
  tickets_sold: z.number().int(),
  order_count: z.number().int(),
  refund_count: z.number().int(),
});
export type CashTotals = z.infer<typeof cashTotals>;

const staffMember = z.object({ id: z.number().int(), name: z.string() });

/** GET /admin/box-office/cash-report: the caller's open shift (since their last close). */
export const cashReport = cashTotals.extend({
  staff: staffMember,
  /** The caller's last close (send it back when closing); null before their first. */
  previous_close_id: z.number().int().nullable(),
  /** When the shift began: the last close, or the shift's first entry; null when empty. */
  opened_at: z.string().nullable(),
  entries: z.array(cashEntry),
});
export type CashReport = z.infer<typeof cashReport>;

/** POST /admin/box-office/day-closes: closes the caller's shift with the cash they counted. */
export const dayCloseBody = z.object({
  /** The report's previous_close_id: a close made meanwhile (another tab) is refused (409). */
  previous_close_id: z.number().int().positive().max(2_147_483_647).nullable(),
  counted_cash: z.number('validation.required').int().min(0).max(boxOfficeMaxAmount),
  note: z.string().trim().max(1000).nullable().optional(),
});
export type DayCloseBody = z.input<typeof dayCloseBody>;

/** A recorded day close: the totals as they were when it was closed. */
export const dayClose = cashTotals.extend({
  id: z.number().int(),
  staff: staffMember,
  opened_at: z.string().nullable(),
  closed_at: z.string(),
  counted_cash: z.number().int(),
  /** counted − expected: negative when cash is missing. */
  difference: z.number().int(),
  note: z.string().nullable(),
});
export type DayClose = z.infer<typeof dayClose>;

export const dayCloseDetails = dayClose.extend({ entries: z.array(cashEntry) });
export type DayCloseDetails = z.infer<typeof dayCloseDetails>;

export const dayCloseParams = z.object({ id });

/** GET /admin/box-office/day-closes (administrators): newest first, at most 200. */
export const dayClosesQuery = z.object({
  staff_id: id.optional(),
  /** Closed on or after this day (Budapest). */
  from: isoDay.optional(),
  /** Closed on or before this day (Budapest). */
  to: isoDay.optional(),
});
export type DayClosesQuery = z.infer<typeof dayClosesQuery>;

export const dayClosesReply = z.object({
  items: z.array(dayClose),
  /** Everyone who has closed a day, for the filter. */
  staff: z.array(staffMember),
});
export type DayClosesReply = z.infer<typeof dayClosesReply>;

/**
 * GET /admin/box-office/tills (administrators): the tills a desk refund can be paid out of: the
 * staff members (cashiers and administrators), by name. A till is a staff member's open shift.
 */
export const tillsReply = z.object({
  tills: z.array(
    z.object({
      /** The staff member's user id: `refund_till_id` of the cancel. */
      id: z.number().int(),
      name: z.string(),
      /** The staff member's roles. */
      roles: z.array(z.enum(staffRoles)),
    }),
  ),
});
export type TillsReply = z.infer<typeof tillsReply>;
