import { z } from 'zod';
import { billingDataBody } from './accounts.js';
import { cartKey } from './cart.js';
import { translations } from './common.js';
import { checkTaxNumber, taxNumberProblemKey } from './tax-number.js';

/**
 * Checkout and payment (docs/product.md §2: the checkout's steps 2 and 3 and the payment result
 * screens; §3: the order; §4: the order and the payment; §7: checkout, payment and the purchase
 * link).
 */

/** Order states (docs/product.md §4): only an order awaiting payment can be paid (again). */
export const orderStatuses = [
  'awaiting_payment',
  'awaiting_transfer',
  'paid',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * POST /order/store. The billing fields sit flat beside the choice, under the names the spec's
 * field errors use (`name`, `billing_name`, `country`, ..., `comment`, `needs_invoice`). They are
 * required and checked only when an invoice is asked for (needs_invoice 1); a receipt (0) needs
 * none of them and they are ignored. Prices never come from the client: the server reprices the
 * cart it holds.
 */
export const orderBillingFields = {
  is_company: z.boolean().optional(),
  tax_number: z.string().max(13).nullable().optional(),
  name: z.string().max(255).optional(),
  /** The taxpayer's registered name from the tax lookup (informational; `name` is printed). */
  billing_name: z.string().max(255).nullable().optional(),
  country: z.string().max(2).optional(),
  zip: z.string().max(16).optional(),
  city: z.string().max(100).optional(),
  street_name: z.string().max(150).optional(),
  public_place_category: z.string().max(50).optional(),
  house_number: z.string().max(30).optional(),
  building: z.string().max(50).nullable().optional(),
  stairway: z.string().max(50).nullable().optional(),
  floor: z.string().max(50).nullable().optional(),
  door: z.string().max(50).nullable().optional(),
};

/** Whether a guest wants the tickets in the confirmation e-mail or only to download them. */
export const ticketDeliveries = ['email', 'download'] as const;
export type TicketDelivery = (typeof ticketDeliveries)[number];

export const orderStoreBody = z
  .object({
    cart_key: cartKey,
    /** Spec: false = undecided (refused: 'Válasszon az opciók közül!'), 1 = invoice, 0 = receipt. */
    needs_invoice: z.union([z.literal(0), z.literal(1)], 'validation.choose_option'),
    /** 2 = card; cash (1) is the box office's (its own call). */
    payment_method: z.literal(2, 'validation.invalid_value').default(2),
    /** The documents 10, 11, 12 (privacy, terms, SimplePay data transfer) are accepted. */
    accept_terms: z.literal(true, 'validation.terms_required'),
    ticket_delivery: z.enum(ticketDeliveries).default('email'),
    comment: z.string().trim().max(255).nullable().optional(),
    ...orderBillingFields,
  })
  .superRefine(checkOrderBilling);
export type OrderStoreBody = z.input<typeof orderStoreBody>;

/** An order's billing fields as parsed (orderBillingFields beside the choice and the comment). */
export type OrderBillingValues = {
  needs_invoice: 0 | 1;
} & Partial<{ [K in keyof typeof orderBillingFields]: z.output<(typeof orderBillingFields)[K]> }>;

/**
 * The check of an order's billing fields (the shop's checkout, the box office's sale): nothing for
 * a receipt; for an invoice, the billing form's rules (billingDataBody) and the tax number's check
 * digit, VAT code and county code, each problem under its field.
 */
export function checkOrderBilling(body: OrderBillingValues, context: z.RefinementCtx): void {
  if (body.needs_invoice !== 1) return;
  const given = [body.name, body.country, body.zip, body.city, body.street_name, body.house_number];
  if (given.every((value) => value === undefined || value.trim() === '')) {
    // 'missing billing information' (docs/product.md §8): an invoice asked for with no data at all.
    context.addIssue({
      code: 'custom',
      path: ['needs_invoice'],
      message: 'validation.billing_missing',
    });
    return;
  }
  const billing = billingDataBody.safeParse({
    ...body,
    is_company: body.is_company ?? false,
    name: body.name ?? '',
    country: body.country ?? '',
    zip: body.zip ?? '',
    city: body.city ?? '',
    street_name: body.street_name ?? '',
    public_place_category: body.public_place_category ?? '',
    house_number: body.house_number ?? '',
  });
  const issues = billing.success ? [] : billing.error.issues;
  for (const issue of issues) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  // The check digit, VAT code and county code, as the browser checks them (docs/product.md §5).
  if (
    body.is_company &&
    body.tax_number &&
    !issues.some((issue) => issue.path[0] === 'tax_number')
  ) {
    const problem = checkTaxNumber(body.tax_number.trim());
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: ['tax_number'],
        message: taxNumberProblemKey[problem],
      });
    }
  }
}

/** One line of an order as stored: a snapshot of the cart line at ordering time. */
export const orderLine = z.object({
  kind: z.enum(['ticket', 'fee', 'discount']),
  name: z.string(),
  name_translations: translations,
  /** The performance the ticket is for (ticket lines). */
  event_name: z.string().nullable(),
  event_start: z.string().nullable(),
  unit_price: z.number().int(),
  quantity: z.number().int().nonnegative(),
  total: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** The reply of POST /order/store (201). */
export const orderReply = z.object({
  id: z.number().int(),
  status: z.enum(orderStatuses),
  /** 1 = paid. */
  payment_status: z.number().int(),
  needs_invoice: z.union([z.literal(0), z.literal(1)]),
  ticket_total: z.number().int().nonnegative(),
  fee_total: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  /** What the buyer pays, in forints (spec: brutto). */
  brutto: z.number().int().nonnegative(),
  created_at: z.string(),
  /** Milliseconds the order's tickets stay held before a payment is started. */
  remaining_time: z.number().int().nonnegative(),
  items: z.array(orderLine),
});
export type OrderReply = z.infer<typeof orderReply>;

export const orderIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(2_147_483_647),
});

/**
 * GET /payment/{id} (spec: "Payment init response"): status 1 with the payment page's `url`,
 * 2 when the order is already paid, 0 with `msg` when a payment cannot start (shown in a red toast
 * for 1.5 s).
 */
export const PaymentInitStatus = { Failed: 0, Redirect: 1, AlreadyPaid: 2 } as const;
export const paymentInitReply = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  url: z.string().optional(),
  msg: z.string().optional(),
});
export type PaymentInitReply = z.infer<typeof paymentInitReply>;

/** POST /payment/validate: the `r` and `s` of SimplePay's back redirect, as received. */
export const paymentValidateBody = z.object({
  r: z.string('validation.required').min(1, 'validation.required').max(4000),
  s: z.string('validation.required').min(1, 'validation.required').max(200),
});
export type PaymentValidateBody = z.infer<typeof paymentValidateBody>;

export const paymentEvents = ['SUCCESS', 'FAIL', 'CANCEL', 'TIMEOUT'] as const;
export type PaymentEvent = (typeof paymentEvents)[number];

export const paymentValidateReply = z.object({
  order_id: z.number().int(),
  event: z.enum(paymentEvents),
  /** SimplePay's transaction id (shown on the success and failure screens, not on cancel/timeout). */
  transaction_id: z.string().nullable(),
});
export type PaymentValidateReply = z.infer<typeof paymentValidateReply>;

/**
 * What GET /payment/status/{id} reports, driving the result screens:
 * - `waiting`: a payment was started and the provider has not confirmed it yet (waiting for the
 *   bank: 'Please don't close this tab!');
 * - `paid`: the provider confirmed it (success screen);
 * - `failed`, `cancelled`, `timeout`: the last attempt did not pay; the order can be paid again
 *   while it is awaiting payment (`retryable`);
 * - `expired`: the order's hold ran out unpaid;
 * - `refunded`: a payment came in for tickets no longer free and was given back;
 * - `withdrawn`: the theatre cancelled the order (a paid one is refunded).
 */
export const paymentStates = [
  'waiting',
  'paid',
  'failed',
  'cancelled',
  'timeout',
  'expired',
  'refunded',
  'withdrawn',
] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentStatusReply = z.object({
  order_id: z.number().int(),
  state: z.enum(paymentStates),
  /** 1 = paid. */
  payment_status: z.number().int(),
  transaction_id: z.string().nullable(),
  /** A new payment can be started for this order (GET /payment/{id}). */
  retryable: z.boolean(),
  brutto: z.number().int().nonnegative(),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReply>;
