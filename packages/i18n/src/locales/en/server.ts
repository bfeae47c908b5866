import { checkInResults } from './check-in.js';
import { orderLabels } from './order-labels.js';
import { exportTexts, exportValidation } from './exports.js';
import { transferTexts, transferValidation } from './transfer.js';
import { exchangeErrors, exchangeMessages, exchangeValidation } from './exchange.js';
import { mailTextMessages, mailTextValidation } from './mail-texts.js';
import { moveErrors, moveMessages, moveValidation } from './performance-move.js';
import {
  bankDetailsErrors,
  bankDetailsMessages,
  bankDetailsValidation,
} from './refund-bank-details.js';
import { dataRightsErrors, dataRightsMessages, dataRightsValidation } from './data-rights.js';
import type { Catalog } from '../../catalog.js';
import type { server as hu } from '../hu/server.js';
import { sessionErrors, sessionMessages, sessionValidation } from './sessions.js';
import * as securityLog from './security-log.js';
import { seatMapValidation, seatMapWarnings } from './seat-map.js';

export const server: Catalog<typeof hu> = {
  errors: {
    ...sessionErrors,
    ...moveErrors,
    ...bankDetailsErrors,
    ...dataRightsErrors,
    ...exchangeErrors,
    validation_failed: 'The data given is invalid.',
    not_found: 'The item cannot be found.',
    route_not_found: 'There is no such endpoint.',
    event_not_found: 'The event cannot be found.',
    document_not_found: 'The document cannot be found.',
    settings_type_not_found: 'There is no such settings group.',
    unauthenticated: 'Please log in.',
    session_expired: 'Your session has expired, please log in again.',
    forbidden: 'You have no permission to perform the requested action!',
    not_your_order: 'Not your order!',
    rate_limited: 'Too many requests. Please try again in {{seconds}} seconds.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'The request format is not supported.',
    bad_request: 'Bad request.',
    maintenance: 'Our site is being updated. Please try again in a few minutes.',
    overloaded: 'The system is overloaded right now. Please try again in a few seconds.',
    service_unavailable: 'The service is temporarily unavailable. Please try again later.',
    email_not_verified:
      'You have not confirmed your e-mail address yet. Follow the link in the confirmation e-mail, or ask for a new one.',
    invalid_token: 'This link is invalid or has expired. Please ask for a new one.',
    tax_lookup_failed: 'The tax number could not be checked.',
    tax_number_unknown:
      'NAV does not know this tax number; please enter the company’s details yourself.',
    captcha_failed: 'The bot-protection check failed. Please try again.',
    invalid_cart_key: 'Invalid cart key.',
    cart_expired: 'Your cart has expired and its tickets were released. Please start again.',
    cart_item_not_found: 'This item is not in the cart.',
    ticket_sold_out: 'This ticket type is sold out.',
    seat_selection_required:
      'Tickets for this performance are for numbered seats: please choose your seats on the hall’s map.',
    seat_taken: 'Taken meanwhile or held in another cart: {{seats}}. Please choose another seat.',
    not_enough_adjacent_seats:
      'There are no {{quantity}} free seats together in this price zone. See our suggestion on the map.',
    seat_map_not_found: 'Tickets for this performance are not for numbered seats.',
    sale_closed: 'Tickets for this performance are not on sale now.',
    cart_limit_order: 'An order can have at most {{max}} tickets.',
    cart_limit_type: 'An order can have at most {{max}} tickets of this type.',
    coupon_invalid: 'Invalid coupon code.',
    coupon_not_applicable: 'The coupon cannot be applied to the items in the cart.',
    coupon_used: 'This coupon has already been used.',
    challenge_required:
      'You (or others at your network address) already hold {{max}} tickets for this performance in carts. For more tickets, your browser first completes a short security check.',
    hold_limit_reached:
      'One network address or account can hold at most {{max}} tickets for this performance at once. Please complete your purchase, or try again in a few minutes.',
    coupon_attempts_exceeded:
      'Too many wrong coupon codes. Please try again in {{minutes}} minutes.',
    cart_empty: 'The cart is empty, there is nothing to sell.',
    billing_missing: 'The billing information is missing.',
    order_not_found: 'The order cannot be found.',
    order_not_payable: 'This order can no longer be paid (it has expired or was cancelled).',
    order_not_paid: 'The order is not paid.',
    payment_faulty: 'Faulty transaction: {{id}}',
    payment_unavailable:
      'The payment cannot be started right now. Please try again in a few minutes.',
    document_not_ready: 'The document is still being prepared. Please try again in a minute.',
    refund_exceeds_payment:
      'The refund is more than the payments of this order still have to give back. Please check the earlier refunds.',
    order_already_cancelled: 'This order has already been cancelled.',
    order_not_cancellable:
      'This order cannot be cancelled: it has expired, its tickets were released and nothing was paid.',
    ticket_not_found: 'There is no such ticket for this performance.',
    ticket_not_checked_in: 'This ticket has not been admitted.',
    refund_not_found: 'The order has no such refund.',
    refund_not_failed: 'Only a refund the payment provider refused can be settled by hand.',
    refund_not_waiting:
      'This refund is not waiting to be paid out at the desk: it was paid out already, or it is refunded another way.',
    // The box office (back office).
    order_without_email: 'The buyer gave no e-mail address for this order.',
    day_close_conflict:
      'The day was closed meanwhile (perhaps in another window). Look at the fresh report and count the cash again.',
    day_close_empty: 'There is nothing to close: no sale or refund since the last close.',
    day_close_not_found: 'The day close cannot be found.',
    purchase_link_invalid:
      'This purchase link is invalid or has expired. Please put the tickets in the cart again and ask for a new link.',
    guest_receipt_only:
      'Without registering you get a receipt. Register or sign in to ask for an invoice.',
    // The programme (back office).
    production_not_found: 'The production cannot be found.',
    performance_not_found: 'The performance cannot be found.',
    performance_not_cancelled: 'This performance has not been cancelled.',
    performance_cancelled: 'This performance has been cancelled: no tickets can be issued for it.',
    ticket_type_not_found: 'The ticket type cannot be found.',
    event_info_not_found: 'The information block cannot be found.',
    ticket_type_in_use:
      'This ticket type cannot be deleted: tickets of it were sold or ordered, or are in a cart. You can lower its capacity to 0, or hide it as a VIP ticket.',
    performance_without_tickets:
      'A performance can be published only with a ticket type. Add one first.',
    last_ticket_type:
      'The last ticket type of a published performance cannot be deleted. Unpublish the performance first.',
    performance_in_use:
      'This performance cannot be deleted: tickets for it were sold or ordered, or are in a cart. You can unpublish it instead.',
    // Venues and halls (back office).
    venue_not_found: 'The venue cannot be found.',
    hall_not_found: 'The hall cannot be found.',
    venue_in_use:
      'This venue cannot be deleted: one of its halls has or had performances. Move the performances to another hall, or keep the venue.',
    hall_in_use:
      'This hall cannot be deleted: it has or had performances. Move the performances to another hall, or keep the hall.',
    // Coupons and users (back office).
    coupon_not_found: 'The coupon was not found.',
    user_not_found: 'The user was not found.',
    role_own_admin:
      'You cannot take away your own administrator role. Ask another administrator to do it.',
    last_admin:
      'This is the last administrator: make someone else an administrator first, so that the shop can still be managed.',
    email_already_verified:
      'This e-mail address is confirmed already: it needs no confirmation e-mail.',
    refund_over_limit:
      'This refund is above the customer-service limit ({{limit}}). Ask an administrator to do it.',
    // Content (back office).
    document_required:
      'This page cannot be deleted: the checkout and the registration link to it. You can edit its text.',
    document_changed:
      'Someone else changed this page meanwhile. Load it again and make your changes on the new version.',
    // Alerts (back office).
    alert_not_found: 'There is no such alert.',
    alert_already_settled: 'This alert was settled already.',
    audience_message_empty:
      'Nobody would get this message: no paid order holds such a ticket for this performance.',
    audience_message_request_reused:
      'This request was already used to send another message. Please open the form again.',
    order_not_awaiting_transfer:
      'This order is not awaiting a transfer: it has been paid, cancelled, or its reservation lapsed.',
    transfer_account_missing:
      "Set the theatre's bank account in the settings before sending a pro-forma.",
    transfer_refund_manual:
      'An order paid by bank transfer is paid back through the bank; cancel the order without a refund.',
    internal: 'Something went wrong on our side.',
  },
  validation: {
    ...sessionValidation,
    ...securityLog.securityLogValidation,
    ...exchangeValidation,
    ...mailTextValidation,
    required: 'This field is required.',
    invalid_type: 'The value of this field is invalid.',
    too_long: 'At most {{max}} characters are allowed.',
    too_short: 'At least {{min}} characters are required.',
    too_big: 'The value must be at most {{max}}.',
    too_small: 'The value must be at least {{min}}.',
    invalid_format: 'The format of this field is invalid.',
    invalid_value: 'This value is not allowed.',
    unknown_field: 'Unknown field.',
    date: 'Give the date as YYYY-MM-DD.',
    id_or_slug: 'Invalid identifier.',
    email: 'Invalid email address',
    url: 'Invalid URL',
    control_characters: 'The field contains a control character that is not allowed.',
    person_name: 'A name may contain only letters, spaces, hyphens and apostrophes.',
    password_too_short: 'The password must be at least 8 characters long.',
    password_common: 'This password is too common and easy to guess. Please choose another.',
    password_personal:
      'The password must not be your name or e-mail address. Please choose another.',
    password_confirmation: 'The two passwords do not match.',
    current_password: 'The current password is not correct.',
    terms_required: 'You must accept the terms.',
    billing_missing: 'The billing information is missing.',
    choose_option: 'Please choose one of the options!',
    guest_receipt_only:
      'Without registering you get a receipt. Register or sign in to ask for an invoice.',
    email_taken: 'This e-mail address has already been taken.',
    credentials: 'Wrong e-mail address or password.',
    token: 'Invalid link.',
    country: 'The country must be given as a two-letter code.',
    zip_hu: 'A Hungarian postal code has 4 digits and cannot start with 0.',
    tax_number_format: 'Tax number format: 12345678-1-12.',
    tax_number_check_digit: 'The check digit of the tax number is wrong.',
    tax_number_vat_code: 'The VAT code of the tax number (9th digit) must be 1–5.',
    tax_number_county: 'The county code of the tax number is not valid.',
    tax_number_inactive: 'This tax number is not valid (the taxpayer has ceased or is suspended).',
    cart_key: 'The cart key is exactly 32 characters long.',
    seat_map_duplicate_seat: 'A seat appears twice on the map.',
    seat_zone: 'Choose one of the performance’s ticket types as the zone (not a concession).',
    seat_busy: 'These seats are held or sold and cannot be changed: {{seats}}.',
    seat_ids_max: 'At most 20 seats can be chosen at once.',
    seat_unknown: 'This seat is not in the performance’s hall: {{seats}}.',
    seat_concession: 'This concession is not valid for the chosen seat’s price zone.',
    quantity_max: 'At most 10 seats can be asked for at once.',
    coupon_code: 'A coupon code has only letters, digits, hyphens and underscores.',
    tax_lookup_unavailable:
      'The tax authority cannot be reached right now. You can enter the details by hand.',
    ticket_code: 'A ticket code has 16 characters, e.g. T7Q2-XK4M-93PD-WW8A.',
    // The box office (back office).
    card_not_confirmed: 'Confirm that the terminal approved the card payment.',
    cash_too_little: 'The amount received is less than the amount due ({{total}}).',
    refund_till_required: 'Choose the till that pays the refund out.',
    refund_till_staff: "Only a staff member's till can pay a refund out.",
    refund_till_own: 'As a cashier, you pay refunds out of your own till only.',
    // Coupons (back office).
    coupon_datetime: 'Enter a date and a time.',
    coupon_whole_number: 'Enter a positive whole number.',
    coupon_percent: 'A percentage discount is between 1 and 100.',
    coupon_valid_until: 'The end of the validity must be later than its start.',
    coupon_per_user_above_total: 'The limit per user cannot be higher than the limit of all uses.',
    coupon_code_taken: 'There is a coupon with this code already (capitals do not matter).',
    coupon_events: 'There is no such performance: pick one from the list.',
    coupon_limit_below_uses:
      'The limit must be at least {{min}}: it has been used, or is held in carts and orders awaiting payment, this many times.',
    coupon_per_user_below_uses:
      'The limit must be at least {{min}}: one user has used it, or holds it in carts and orders awaiting payment, this many times.',
    // The programme (back office).
    number: 'Give a number.',
    whole_number: 'Give a whole number.',
    datetime: 'Give a date and a time.',
    slug: 'Only lower-case letters, digits and single hyphens (e.g. bank-ban-12-03), with at least one letter.',
    slug_taken: 'This address already belongs to another performance.',
    sale_window: 'The sale must end later than it starts.',
    sale_after_start: 'The sale must start and end before the performance starts.',
    capacity_below:
      'The capacity must be at least {{min}}: that many tickets are sold ({{sold}}) or held in carts and unpaid orders ({{held}}).',
    poster_missing: 'Choose an image file.',
    poster_type: 'The poster must be a JPEG, PNG or WebP image.',
    poster_too_large: 'The poster can be at most {{max}} MB.',
    poster_pixels: 'The poster can have at most {{max}} megapixels.',
    poster_too_small: 'The poster must be at least {{width}}×{{height}} pixels.',
    event_info_event: 'This performance does not belong to this production.',
    venue_unknown: 'There is no such venue.',
    hall_unknown: 'There is no such hall. Pick one from the list.',
    hall_capacity_exceeded:
      'The hall holds {{capacity}} people, so this ticket type can have at most {{max}}.',
    hall_too_small:
      'The ticket types of the performance offer {{total}} places together, but this hall holds only {{capacity}}. Lower their capacity first, or pick a larger hall.',
    refund_tickets_unknown: 'These are not valid tickets of this order: {{codes}}.',
    refund_tickets_used:
      'These tickets were admitted at the door; only an administrator may refund them: {{codes}}.',
    refund_tickets_order: 'Only the tickets of a paid order can be refunded.',
    hall_seating_sold:
      'Tickets of this performance have already been held or sold, so it cannot be moved to a hall with another seat map (or with or without numbered seats).',
    // Content, settings and reports (back office).
    document_slug:
      'Only lower-case letters, digits and single hyphens (e.g. buying-tickets), with at least one letter.',
    document_slug_taken: 'Another page has this address already.',
    document_order: 'The order must list every page of the type exactly once.',
    http_url: 'Give a full web address starting with http:// or https://.',
    http_url_or_path:
      'Give a full web address (http:// or https://) or a path on this site starting with /.',
    tag_manager_id: 'The tag ID looks like GTM-XXXXXXX (or G-XXXXXXX).',
    hex_colour: 'Give the colour as #RRGGBB, e.g. #DFDBE5.',
    type_limit_above_order: 'The limit per ticket type cannot be above the limit per order.',
    hold_cap_below_free: 'The hard cap cannot be below the allowance without a check.',
    audit_word:
      'Use lower-case letters, digits, dots and underscores only (for example ticket_type.updated).',
    date_order: 'The last day cannot be before the first.',
    date_range_long: 'A report covers at most 400 days at a time.',
    // Performances in series (back office).
    series_time: 'Enter the time as HH:MM, between 00:00 and 23:59.',
    series_empty: 'Enter at least one date and time.',
    series_too_long: 'At most 60 performances can be created at once.',
    series_weekdays: 'Choose at least one day of the week.',
    series_range_long: 'The period can be at most 400 days long.',
    series_no_day:
      'There is no such day in the period (besides the skipped days and the original performance).',
    series_too_many:
      'The pattern would make {{count}} performances, but at most {{max}} can be created at once. Please shorten the period.',
    series_time_skipped:
      'This time does not exist on this day because the clocks change: {{days}}. Please choose another time, or skip the day.',
    series_hall_taken:
      'The hall already has a performance at this time: {{start}}. None of the copies was created.',
    // Complimentary tickets (back office).
    complimentary_quantity: 'From 1 to 10 complimentary tickets can be issued at once.',
    complimentary_note_long: 'The note can be at most 200 characters long.',
    complimentary_seat_count: 'Choose as many seats as tickets you issue.',
    complimentary_allowance_max: 'The allowance can be at most 10,000 tickets.',
    complimentary_allowance_left:
      "Only {{left}} ticket(s) are left of the performance's complimentary allowance. Please issue fewer, or raise the allowance.",
    complimentary_allowance_below:
      'The allowance cannot be less than the valid complimentary tickets already issued ({{used}}).',
    complimentary_not_seated: 'This performance has no numbered seats: seats cannot be chosen.',
    complimentary_seat_zone: "The seats chosen are not in the ticket type's price zone.",
    ...seatMapValidation,
    ...exportValidation,
    ...transferValidation,
    ...moveValidation,
    ...bankDetailsValidation,
    ...dataRightsValidation,
  },
  seat_map_warnings: seatMapWarnings,
  messages: {
    ...sessionMessages,
    ...securityLog.securityLogMessages,
    ...exchangeMessages,
    ...mailTextMessages,
    ...moveMessages,
    ...bankDetailsMessages,
    ...dataRightsMessages,
    transfer_marked_paid:
      'The order is marked paid. The invoice and the tickets are on their way to the buyer.',
    registered:
      'Registration successful! Activate your account with the link in the e-mail we sent to your address.',
    verification_sent:
      'If the address is registered and not yet confirmed, a confirmation e-mail is on its way.',
    email_verified: 'Your e-mail address is confirmed. Enjoy the show!',
    magic_link_sent:
      'If an account belongs to the address, a sign-in link is on its way. The link is valid for 10 minutes.',
    purchase_link_sent:
      'The purchase link is on its way to {{email}}. Complete the purchase with the link in the e-mail before the cart expires.',
    reset_link_sent: 'If an account belongs to the address, a password-reset link is on its way.',
    password_reset: 'Your new password is saved. You can sign in with it now.',
    password_changed: 'Your password has been changed.',
    preferences_saved: 'Your preferences are saved.',
    billing_saved: 'Your billing details are saved.',
    logged_out: 'You have signed out.',
    confirmation_resent: 'The confirmation e-mail will be sent to the buyer again.',
    order_cancelled: 'The order has been cancelled.',
    refund_settled: 'The refund is recorded as paid back to the buyer.',
    refund_paid_out: 'The refund paid out at the desk ({{total}}) is recorded.',
    performance_cancelled:
      'The performance is cancelled: its tickets are being refunded in the background; follow it here.',
    performance_cancellation_resumed:
      'The performance was already cancelled: the refunds go on, and the refused ones are tried again.',
    order_cancelled_refund_card:
      "The order has been cancelled. The refund of {{total}} to the buyer's card has been started.",
    order_cancelled_refund_desk:
      'The order has been cancelled; {{total}} is recorded as paid back to the buyer at the desk.',
    tickets_refunded_card:
      "{{count}} ticket(s) taken back; the refund of {{total}} to the buyer's card has been started.",
    tickets_refunded_desk:
      '{{count}} ticket(s) taken back; {{total}} is recorded as paid back to the buyer at the desk.',
    tickets_refunded_free: '{{count}} ticket(s) taken back; there was nothing to pay back.',
    coupon_removed:
      'The number of tickets changed, so the coupon code was removed. Please enter it again in the summary step.',
    // Coupons and users (back office).
    coupon_saved: 'The coupon is saved.',
    coupon_deactivated:
      'The coupon is switched off: no new cart can take it. A cart or order that holds it already may still use it.',
    coupon_activated: 'The coupon is switched on again: it can be used within its validity.',
    user_vip_on:
      'They are VIP now: from their next request they see the VIP performances and tickets.',
    user_vip_off:
      'They are no longer VIP: from their next request they do not see the VIP performances and tickets.',
    user_role_set: 'The role is saved: it applies from the user’s next request.',
    user_role_unchanged: 'The user has this role already.',
    user_verification_sent: 'The confirmation e-mail is on its way to {{email}}.',
    // The programme (back office).
    complimentary_issued:
      '{{count}} complimentary ticket(s) issued; the tickets are being e-mailed to {{email}}.',
    performances_copied:
      'New performances created: {{count}}. They are not published: check them, then publish them.',
    poster_saved: 'The poster is uploaded; the shop shows it within a few seconds.',
    audience_message_sent: 'The message is on its way to {{count}} order(s).',
    audience_message_repeated:
      'This message was sent already, to {{count}} order(s): it was not sent again.',
    // Content and settings (back office).
    document_saved: 'The page is saved; visitors see it on their next page load.',
    documents_reordered: 'The order is saved.',
    settings_saved: 'The settings are saved; visitors see them within a few seconds.',
    maintenance_on:
      'Maintenance is on: visitors see the “being updated” notice. The back office stays available.',
    maintenance_off: 'Maintenance is off: the shop serves visitors again.',
    // Alerts (back office).
    alert_settled: 'The alert is recorded as settled.',
    alert_settings_saved: 'Saved. Alerts are e-mailed to {{email}} from now on.',
    alert_settings_cleared: 'Saved. Alerts are not e-mailed.',
    invoicing_settings_saved:
      'Saved. Invoices of later partial refunds are corrected by: {{mode}}. Corrections already issued stay as they are.',
    invoice_correction_reissue: 'a cancelling (sztornó) invoice and a new invoice',
    invoice_correction_modify: 'a modifying invoice',
  },
  security_log: securityLog.securityLogTexts,
  cart: {
    tech_fee: 'Technical fee',
  },
  box_office: {
    walk_in_buyer: 'Box office customer',
  },
  /** The door scanner's answers: short, to be read at a glance. */
  check_in_results: checkInResults,
  /** The back office's exports (decision 0040). */
  exports: exportTexts,
  /** Group orders by bank transfer: the pro-forma (decision 0046). */
  transfer: transferTexts,
  /** An order's states and means of payment, as documents and exports name them. */
  orders: orderLabels,
};
