import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/* Orders, their items, refunds and the box office's day closes. */

export interface OrdersTable {
  id: Generated<number>;
  buyer_name: string;
  buyer_email: string;
  /** awaiting_payment | awaiting_transfer | paid | cancelled | expired */
  status: string;
  /** 1 = paid (spec). */
  payment_status: number;
  /** 1 = cash, 2 = card, 3 = bank transfer (migration 0025). */
  payment_method: number;
  channel: string;
  total: number;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
  confirmation_queued_at: Timestamp | null;
  user_id: number | null;
  /** hu | en: the language of the buyer's e-mails and documents. */
  language: Generated<string>;
  needs_invoice: Generated<boolean>;
  billing: ColumnType<unknown, string | null | undefined, string | null>;
  /** email | download */
  ticket_delivery: Generated<string>;
  coupon_id: number | null;
  ticket_total: Generated<number>;
  fee_total: Generated<number>;
  discount: Generated<number>;
  expires_at: Timestamp | null;
  /** none | pending | refunded | failed */
  refund_status: Generated<string>;
  updated_at: UpdatedAt;
  /** A staff cancellation: when, by whom, why (null when the shop cancelled the order itself). */
  cancelled_at: Timestamp | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  /** The buyer's cancellation e-mail was queued (once, after the cancellation document). */
  cancellation_mail_queued_at: Timestamp | null;
  /** Buyer name and e-mail folded for search (lower case, no accents); kept by the database. */
  search_text: ColumnType<string, never, never>;
  /** The staff member who sold a box-office order (migration 0009); null for the shop's own. */
  sold_by: number | null;
  /** The day close that counted this box-office sale; null while its shift is open. */
  day_close_id: number | null;
  /**
   * Where the buyer placed the order (scheme, host, port; migration 0017): without PUBLIC_URL the
   * order's e-mails link back to it. Null: older orders, box-office sales.
   */
  link_origin: ColumnType<string | null, string | null | undefined, string | null>;
  /** A group order by bank transfer (migration 0025): the payment deadline of its pro-forma. */
  payment_due_at: Timestamp | null;
  /** Its reminder e-mail was queued (once). */
  transfer_reminded_at: Timestamp | null;
  /** Marked paid: the transfer's date (YYYY-MM-DD) and the staff member's note. */
  transfer_paid_on: ColumnType<string | null, string | null | undefined, string | null>;
  transfer_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** An exchange's new order (migration 0029): the order whose tickets it replaced. */
  exchanged_from_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What of the total the old tickets' value paid (moved, not taken; decision 0050). */
  exchange_credit: Generated<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  ticket_type_id: number | null;
  /** ticket | fee | discount */
  kind: Generated<string>;
  name: string;
  name_en: Generated<string>;
  event_id: number | null;
  event_name: string | null;
  event_name_en: string | null;
  event_start: Timestamp | null;
  quantity: number;
  unit_price: number;
  total: Generated<number>;
  /** The VAT rate when the order was stored (a discount's is not used: decision 0023). */
  vat_rate: Generated<string>;
  /** A ticket of an order with a coupon: whether the coupon reduces it; null otherwise (0014). */
  discounted: Generated<boolean | null>;
  /** A ticket line's technical fee per ticket (migration 0020); null: not recorded (older). */
  unit_fee: ColumnType<number | null, number | null | undefined, number | null>;
  /** A seat's line (migration 0019): the seat, its zone (the counters' type), its labels as sold. */
  hall_seat_id: number | null;
  zone_id: number | null;
  seat: unknown;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  /** The SimplePay payment given back; null for a refund paid out at the desk. */
  payment_id: number | null;
  /** simplepay | desk */
  method: Generated<string>;
  amount: number;
  /** A code for the shop's own refunds (tickets_gone, ...), the staff member's words otherwise. */
  reason: string;
  /** pending | done | failed */
  status: Generated<string>;
  refund_transaction_id: number | null;
  created_at: CreatedAt;
  done_at: Timestamp | null;
  /** The staff member who asked for it; null when the shop refunded by itself. */
  requested_by: number | null;
  /** The day close that counted this desk refund; null while its shift is open (0009). */
  day_close_id: number | null;
  /** A desk refund: the staff member whose till paid it out, whose close counts it (0014). */
  paid_out_by: number | null;
  /** payment (the whole payment) | tickets (some tickets of the order: decision 0039) */
  kind: Generated<string>;
  /** When the refund job last called the provider for it (it asks first on a later attempt). */
  attempted_at: Timestamp | null;
}

/**
 * Why and by whom a complimentary order was issued (migration 0024, decision 0045); its recipient
 * is the order's buyer.
 */
export interface ComplimentaryOrdersTable {
  order_id: number;
  event_id: number;
  /** press | company_guest | protocol | other */
  reason: string;
  note: Generated<string>;
  issued_by: number;
  created_at: CreatedAt;
}

/** A staff member's day close at the box office (migration 0009). */
export interface DayClosesTable {
  id: Generated<number>;
  staff_id: number;
  previous_id: number | null;
  opened_at: Timestamp | null;
  closed_at: ColumnType<Date, Date | string | undefined, never>;
  cash_taken: number;
  card_taken: number;
  cash_refunded: number;
  card_refunded: number;
  expected_cash: number;
  counted_cash: number;
  difference: number;
  tickets_sold: number;
  order_count: number;
  refund_count: number;
  note: string | null;
}

/** A refused card refund's bank-details form (migration 0032, decision 0053). */
export interface RefundBankDetailsTable {
  refund_id: number;
  order_id: number;
  /** SHA-256 of the form's token; the token is only in the e-mail. */
  token_hash: string;
  holder: string | null;
  /** A GIRO number's digits or an IBAN in capitals, without separators. */
  account: string | null;
  /** giro | iban */
  account_kind: string | null;
  submitted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
