import { z } from 'zod';

/**
 * Error codes the API answers with. Each maps to a translation key `errors.<code>` in @theatre/i18n.
 * The wire format is the spec's: `{ message }`, for 422 `{ message, errors: { field: [messages] } }`;
 * `code` is an addition so clients can react without parsing text.
 */
export const errorCodes = [
  'validation_failed',
  'not_found',
  'route_not_found',
  'event_not_found',
  'document_not_found',
  'settings_type_not_found',
  'unauthenticated',
  'session_expired',
  'forbidden',
  'not_your_order',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'maintenance',
  'overloaded',
  'service_unavailable',
  'email_not_verified',
  'invalid_token',
  'tax_lookup_failed',
  'tax_number_unknown',
  'captcha_failed',
  'invalid_cart_key',
  'cart_expired',
  'cart_item_not_found',
  'ticket_sold_out',
  'sale_closed',
  'cart_limit_order',
  'cart_limit_type',
  'coupon_invalid',
  'coupon_not_applicable',
  'coupon_used',
  // Holds per client address (a challenge first, then a hard cap), coupon guessing: decision 0024.
  'challenge_required',
  'hold_limit_reached',
  'coupon_attempts_exceeded',
  'cart_empty',
  // Reserved seating: a seat must be chosen; a seat taken meanwhile; no block of N together; a
  // general-admission performance has no map.
  'seat_selection_required',
  'seat_taken',
  'not_enough_adjacent_seats',
  'seat_map_not_found',
  'billing_missing',
  'order_not_found',
  'order_not_payable',
  'order_not_paid',
  'payment_faulty',
  'payment_unavailable',
  'purchase_link_invalid',
  'guest_receipt_only',
  'document_not_ready',
  'order_already_cancelled',
  'order_not_cancellable',
  'refund_exceeds_payment',
  'ticket_not_found',
  'ticket_not_checked_in',
  'refund_not_found',
  'refund_not_failed',
  'refund_not_waiting',
  // The box office (back office): a walk-in buyer's order, the cashier's day close.
  'order_without_email',
  'day_close_conflict',
  'day_close_empty',
  'day_close_not_found',
  // The programme (back office): productions, performances, ticket types, information blocks.
  'production_not_found',
  'performance_not_found',
  'performance_not_cancelled',
  // Moving a performance (decision 0048), and its buyers' refund link.
  'performance_past',
  'performance_move_not_found',
  'performance_move_deadline_passed',
  'performance_move_refunded',
  'performance_move_no_tickets',
  'performance_cancelled',
  'ticket_type_not_found',
  'event_info_not_found',
  'ticket_type_in_use',
  'performance_without_tickets',
  'last_ticket_type',
  'performance_in_use',
  // Venues and halls (back office): one with performances stays.
  'venue_not_found',
  'hall_not_found',
  'venue_in_use',
  'hall_in_use',
  // Coupons and users (back office).
  'coupon_not_found',
  'user_not_found',
  'role_own_admin',
  'last_admin',
  // A refund above the customer-service limit (decision 0057).
  'refund_over_limit',
  'email_already_verified',
  // Content (back office): a page the shop links cannot go; a page changed meanwhile.
  'document_required',
  'document_changed',
  // Alerts (back office): an unknown alert; one settled before.
  'alert_not_found',
  'alert_already_settled',
  // Audience messages (back office): nobody to send to; a request id used for another message.
  'audience_message_empty',
  'audience_message_request_reused',
  // Group orders by bank transfer (back office, decision 0046).
  'order_not_awaiting_transfer',
  'transfer_account_missing',
  'transfer_refund_manual',
  // Exchanging tickets (decision 0050).
  'tickets_exchanged',
  'exchange_not_allowed',
  // A refused card refund's bank-details form (decision 0053): unknown link; refund settled.
  'refund_bank_details_not_found',
  'refund_bank_details_settled',
  // Erasing an account (decision 0054): a staff account; an order, refund or document still open.
  'account_erasure_staff',
  'account_erasure_order_open',
  'account_erasure_refund_open',
  'account_erasure_document_pending',
  // Sessions and locked accounts (decision 0055): a locked account signs in no more; a session
  // of someone else's is not found; an administrator does not lock themselves out.
  'account_locked',
  'session_not_found',
  'lock_own_account',
  // Staff second factor (decision 0056): the back office needs the staff session; a state-
  // changing call without its CSRF token; a wrong or used code; a factor that cannot go.
  'second_factor_required',
  'second_factor_enrolment_required',
  'csrf_token_invalid',
  'second_factor_invalid',
  'second_factor_not_allowed',
  'passkey_invalid',
  'passkey_not_found',
  'last_factor_mandatory',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 419 `session_expired`: the session was idle too long, or its lifetime is over (0055). */
  reason: z.enum(['idle', 'lifetime']).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
