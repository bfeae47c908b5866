import type { ErrorCode } from '@theatre/contracts';
import type { MessageKey } from '@theatre/i18n';

export type FieldErrors = Record<
  string,
  { key: MessageKey; params?: Record<string, string | number> }[]
>;

const statusOf: Record<ErrorCode, number> = {
  validation_failed: 422,
  not_found: 404,
  route_not_found: 404,
  event_not_found: 404,
  document_not_found: 404,
  settings_type_not_found: 404,
  unauthenticated: 401,
  session_expired: 419,
  forbidden: 403,
  not_your_order: 403,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  bad_request: 400,
  maintenance: 503,
  overloaded: 503,
  service_unavailable: 503,
  email_not_verified: 422,
  invalid_token: 422,
  tax_lookup_failed: 422,
  tax_number_unknown: 422,
  captcha_failed: 422,
  // The cart (422 where a field is wrong, so the client toasts it; 409/410 where the state is).
  invalid_cart_key: 422,
  cart_expired: 410,
  cart_item_not_found: 404,
  ticket_sold_out: 409,
  sale_closed: 409,
  cart_limit_order: 409,
  cart_limit_type: 409,
  coupon_invalid: 422,
  coupon_not_applicable: 422,
  coupon_used: 422,
  // Decision 0024: one client address (or account) beyond its free allowance of holds on a
  // performance must solve a challenge first (428 Precondition Required, with the challenge);
  // beyond the hard cap, or after too many wrong coupon codes, it must wait (429).
  challenge_required: 428,
  hold_limit_reached: 429,
  coupon_attempts_exceeded: 429,
  // Checkout and payment.
  cart_empty: 422,
  billing_missing: 422,
  order_not_found: 404,
  order_not_payable: 409,
  order_not_paid: 409,
  payment_faulty: 422,
  // Not 503: that would open the maintenance modal for one provider's hiccup.
  payment_unavailable: 502,
  // The guest purchase link: an unknown or expired link (not 401: that would send a guest to
  // the login), and an invoice asked for by a guest (docs/product.md §6: receipt only).
  purchase_link_invalid: 403,
  // Reserved seating (decision 0036).
  seat_selection_required: 409,
  seat_taken: 409,
  not_enough_adjacent_seats: 409,
  seat_map_not_found: 404,
  guest_receipt_only: 422,
  // A paid order's documents are rendered by a job a moment after the payment.
  document_not_ready: 409,
  // The back office's cancel: an order is cancelled once; an expired one has nothing to cancel.
  order_already_cancelled: 409,
  order_not_cancellable: 409,
  // A refund of tickets larger than what any payment of the order has left to give back.
  refund_exceeds_payment: 409,
  refund_not_found: 404,
  refund_not_failed: 409,
  refund_not_waiting: 409,
  performance_not_cancelled: 404,
  performance_cancelled: 409,
  // Moving a performance (decision 0048) and its buyers' refund link.
  performance_past: 409,
  performance_move_not_found: 404,
  performance_move_deadline_passed: 409,
  performance_move_refunded: 409,
  performance_move_no_tickets: 409,
  // Door check-in: undoing an admission (the scan itself answers 200 with a result).
  ticket_not_found: 404,
  ticket_not_checked_in: 409,
  // The box office: a walk-in buyer who gave no e-mail address; a day closed meanwhile (another
  // tab, a double click), a day with nothing to close, an unknown close.
  order_without_email: 409,
  day_close_conflict: 409,
  day_close_empty: 409,
  day_close_not_found: 404,
  // The programme: a ticket type sold or ordered cannot be deleted; a performance is published
  // with ticket types only, and keeps one while published;
  // a performance sold, ordered or held is unpublished, not deleted.
  production_not_found: 404,
  performance_not_found: 404,
  ticket_type_not_found: 404,
  event_info_not_found: 404,
  ticket_type_in_use: 409,
  performance_without_tickets: 409,
  last_ticket_type: 409,
  performance_in_use: 409,
  // Venues and halls: a venue or hall that ever had a performance stays (orders name it).
  venue_not_found: 404,
  hall_not_found: 404,
  venue_in_use: 409,
  hall_in_use: 409,
  // Coupons and users (back office): an administrator keeps their own role, the shop keeps an
  // administrator, and a confirmed address needs no confirmation e-mail.
  coupon_not_found: 404,
  user_not_found: 404,
  role_own_admin: 409,
  last_admin: 409,
  refund_over_limit: 403,
  email_already_verified: 409,
  // Erasing an account (decision 0054): a staff account, or something of the person still open.
  account_erasure_staff: 409,
  account_erasure_order_open: 409,
  account_erasure_refund_open: 409,
  account_erasure_document_pending: 409,
  // Content: the shop links the page by id; the page was saved by someone else meanwhile.
  document_required: 409,
  document_changed: 409,
  // Alerts: an alert is settled once.
  alert_not_found: 404,
  alert_already_settled: 409,
  // Audience messages: nobody to send to; a request id another message was sent with.
  audience_message_empty: 409,
  audience_message_request_reused: 409,
  // Group orders by bank transfer: marked paid once; a pro-forma needs the bank account; such an
  // order's money goes back through the bank, not the shop.
  order_not_awaiting_transfer: 409,
  transfer_account_missing: 409,
  transfer_refund_manual: 409,
  // Exchanges: the tickets were exchanged already; a transfer or complimentary order is not.
  tickets_exchanged: 409,
  exchange_not_allowed: 409,
  // A refused card refund's bank-details form (decision 0053): unknown link; refund settled.
  refund_bank_details_not_found: 404,
  refund_bank_details_settled: 409,
  // Sessions and locked accounts (decision 0055).
  account_locked: 422,
  session_not_found: 404,
  lock_own_account: 409,
  // Decision 0056: the back office without the staff session; wrong CSRF token; factors.
  second_factor_required: 403,
  second_factor_enrolment_required: 403,
  csrf_token_invalid: 403,
  second_factor_invalid: 422,
  second_factor_not_allowed: 403,
  passkey_invalid: 422,
  passkey_not_found: 404,
  last_factor_mandatory: 409,
  internal: 500,
};

/**
 * The one error type a use case throws. It carries a code (which names the translatable message
 * `errors.<code>`), the HTTP status, and for 422 the messages per field. The error handler turns it
 * into the spec's wire format in the caller's language.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldErrors,
    /** More fields of the reply body beside the message (a 428's challenge). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = statusOf[code];
  }

  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError('validation_failed', {}, fieldErrors);
  }
}

export function httpStatusOf(code: ErrorCode): number {
  return statusOf[code];
}
