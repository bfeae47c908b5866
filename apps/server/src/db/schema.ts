import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VenuesTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_en: string;
  address: string;
}

/**
 * A hall of a venue (migration 0017): where a performance takes place. General admission with a
 * capacity for now (decision 0027); a seat map comes with reserved seating.
 */
export interface HallsTable {
  id: Generated<number>;
  venue_id: number;
  name: string;
  name_en: string;
  /** How many people it admits: what a performance's ticket types may add up to. */
  capacity: number;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface ProductionsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_en: string;
  author: string;
  author_en: string;
  description: string;
  description_en: string;
  poster: string | null;
  duration_minutes: number;
  age_limit: number | null;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<number>;
  production_id: number;
  /** The hall's venue, kept with it by the (hall_id, venue_id) foreign key. */
  venue_id: number;
  /** Where it takes place (migration 0017); filled from the venue's first hall when left out. */
  hall_id: ColumnType<number, number | undefined, number>;
  url: string;
  starts_at: Timestamp;
  sale_starts_at: Timestamp | null;
  sale_ends_at: Timestamp | null;
  vip_only: Generated<boolean>;
  published: Generated<boolean>;
  preview_id: Generated<string>;
  /** Technical fee per ticket; null: the shop-wide fee of the 'sales' setting. */
  tech_fee: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TicketTypesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  name_en: string;
  price: number;
  capacity: number;
  /** Tickets sold by paid orders; kept in step with order_items inside the same transactions. */
  sold: Generated<number>;
  /** The quantities of the type's hold rows (changed with them); sold + held <= capacity. */
  held: Generated<number>;
  vip_only: Generated<boolean>;
  sort_order: Generated<number>;
  /** 27 | 18 | 5 | 0 | TAM | AAM (a setting per ticket type). */
  vat_rate: Generated<string>;
}

/**
 * The view of a ticket type with what is free now (migration 0018, decision 0029): the one
 * definition of availability. `live_held`: its live holds; `available`: capacity less sold and
 * live holds, at least 0.
 */
export interface TicketTypeAvailabilityView {
  id: number;
  event_id: number;
  name: string;
  name_en: string;
  price: number;
  capacity: number;
  sold: number;
  held: number;
  vip_only: boolean;
  sort_order: number;
  vat_rate: string;
  live_held: number;
  available: number;
}

export interface EventInfosTable {
  id: Generated<number>;
  production_id: number;
  event_id: number | null;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  sort_order: Generated<number>;
}

export interface DocumentsTable {
  id: number;
  type: 'info' | 'document';
  slug: string;
  name: string;
  name_en: string;
  body: string;
  body_en: string;
  sort_order: Generated<number>;
  in_footer: Generated<boolean>;
  updated_at: UpdatedAt;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: UpdatedAt;
}

export interface OrdersTable {
  id: Generated<number>;
  buyer_name: string;
  buyer_email: string;
  /** awaiting_payment | paid | cancelled | expired */
  status: string;
  /** 1 = paid (spec). */
  payment_status: number;
  /** 1 = cash, 2 = card. */
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
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: Generated<string>;
  order_ref: string;
  merchant: string;
  currency: string;
  total: number;
  transaction_id: number | null;
  /**
   * Open: starting | started | start_unknown (one per order). Closed: start_failed | finished |
   * notauthorized | cancelled | timeout | refunded | superseded (decision 0022).
   */
  status: Generated<string>;
  back_event: string | null;
  payment_url: string | null;
  timeout_at: Timestamp;
  /** While a process talks to SimplePay about this attempt: until when its claim lasts (0013). */
  claimed_until: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  finished_at: Timestamp | null;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  dedupe_key: string;
  payment_id: number | null;
  transaction_id: number | null;
  status: string;
  /** ipn | query | cancel (the answer of a transactioncancel) */
  source: string;
  outcome: string;
  body: string;
  received_at: CreatedAt;
}

/** What needs a person's attention until settled with a note (migration 0013, decision 0022). */
export interface AlertsTable {
  id: Generated<number>;
  /** payment_mismatch */
  kind: string;
  dedupe_key: string;
  order_id: number | null;
  payment_id: number | null;
  transaction_id: number | null;
  order_ref: string | null;
  status: string;
  source: string;
  /** [{ field, expected, received }] */
  mismatches: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  settled_at: Timestamp | null;
  settled_by: number | null;
  note: string | null;
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

export interface PurchaseLinksTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  name: string;
  language: Generated<string>;
  cart_id: number | null;
  order_id: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  event_id: number | null;
  code: string;
  /** valid | cancelled */
  status: Generated<string>;
  created_at: CreatedAt;
  /** Admitted at the door: once (the update is conditional on this being null). */
  checked_in_at: Timestamp | null;
  checked_in_door: string | null;
  checked_in_by: number | null;
  /** The door's id of the scan that admitted it (migration 0016): a repeat of it is no reuse. */
  checked_in_scan: string | null;
}

export interface TicketFilesTable {
  order_id: number;
  language: string;
  pdf: Buffer;
  created_at: CreatedAt;
}

export interface DocumentCountersTable {
  series: string;
  year: number;
  last_number: number;
}

export interface FiscalDocumentsTable {
  id: Generated<number>;
  order_id: number;
  /** receipt | invoice */
  kind: string;
  cancels_id: number | null;
  /** pending | issued */
  status: Generated<string>;
  /** builtin | szamlazz */
  issuer: string;
  series: string | null;
  year: number | null;
  sequence: number | null;
  number: string | null;
  language: string;
  content: ColumnType<unknown, string, string>;
  pdf: Buffer | null;
  created_at: CreatedAt;
  issued_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  created_at: CreatedAt;
  message: string;
  file: string | null;
  line: number | null;
  info: string | null;
  url: string | null;
  user_agent: string | null;
  request_id: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: CreatedAt;
  action: string;
  entity: string;
  entity_id: string | null;
  data: ColumnType<unknown, string | undefined, never>;
  /** The staff member (or user) who did it; null for the shop itself. */
  actor_id: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  /** customer | cashier | admin */
  role: Generated<string>;
  vip: Generated<boolean>;
  newsletter: Generated<boolean>;
  relevant_infos: Generated<boolean>;
  /** hu | en: the language of the user's e-mails. */
  locale: Generated<string>;
  email_verified_at: Timestamp | null;
  terms_accepted_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The name and e-mail folded (lower case, no accents), kept by the database (0011). */
  search_text: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  /** verify_email | magic_link | reset_password */
  purpose: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface BillingDataTable {
  user_id: number;
  is_company: Generated<boolean>;
  tax_number: string | null;
  name: Generated<string>;
  country: Generated<string>;
  zip: Generated<string>;
  city: Generated<string>;
  street_name: Generated<string>;
  public_place_category: Generated<string>;
  house_number: Generated<string>;
  building: string | null;
  stairway: string | null;
  floor: string | null;
  door: string | null;
  updated_at: UpdatedAt;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  last_error: string | null;
  locked_until: Timestamp | null;
  locked_by: string | null;
  done_at: Timestamp | null;
  failed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface MailMessagesTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  to_name: string | null;
  locale: string;
  subject: string;
  html: string;
  text: string;
  user_id: number | null;
  /** The order the message is about, if any. */
  order_id: number | null;
  /** queued | sent | failed */
  status: Generated<string>;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  last_error: string | null;
}

export interface MailAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  filename: string;
  content_type: string;
  content: Buffer;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  name: Generated<string>;
  name_en: Generated<string>;
  /** percent | fixed */
  kind: string;
  value: number;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  /** When an administrator last changed it (0011). */
  updated_at: UpdatedAt;
}

export interface CouponTargetsTable {
  id: Generated<number>;
  coupon_id: number;
  event_id: number | null;
  ticket_type_id: number | null;
}

export interface CartsTable {
  id: Generated<number>;
  key_hash: string;
  /** online | box_office */
  channel: Generated<string>;
  user_id: number | null;
  coupon_id: number | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  retired_at: Timestamp | null;
  /** The client address the cart was started from (ipSubject; migration 0015). */
  client_subject: string | null;
  /** When a solved proof-of-work challenge unlocked it beyond the free allowance. */
  unlocked_at: Timestamp | null;
}

export interface CouponUsesTable {
  id: Generated<number>;
  coupon_id: number;
  cart_id: number | null;
  order_id: number | null;
  user_id: number | null;
  email: string | null;
  /** held | reserved | consumed | released */
  status: string;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  released_at: Timestamp | null;
}

export interface HoldsTable {
  id: Generated<number>;
  ticket_type_id: number;
  cart_id: number | null;
  order_id: number | null;
  quantity: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** Whose the hold is, for the per-client limits (migration 0015): the address, the account. */
  client_subject: string | null;
  user_id: number | null;
}

/** A proof-of-work challenge already used (single use), kept until it expires (migration 0015). */
export interface SpentChallengesTable {
  signature: string;
  expires_at: Timestamp;
  spent_at: CreatedAt;
}

/** A poster uploaded in the back office (migration 0010), served as /storage/posters/{name}. */
export interface ProductionPostersTable {
  production_id: number;
  name: string;
  /** image/webp | image/jpeg */
  content_type: string;
  image: Buffer;
  width: number;
  height: number;
  original_name: Generated<string>;
  original_bytes: number;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
}

export interface Database {
  venues: VenuesTable;
  halls: HallsTable;
  productions: ProductionsTable;
  production_posters: ProductionPostersTable;
  events: EventsTable;
  ticket_types: TicketTypesTable;
  event_infos: EventInfosTable;
  documents: DocumentsTable;
  settings: SettingsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  client_errors: ClientErrorsTable;
  audit_log: AuditLogTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  billing_data: BillingDataTable;
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  mail_messages: MailMessagesTable;
  coupons: CouponsTable;
  coupon_targets: CouponTargetsTable;
  carts: CartsTable;
  coupon_uses: CouponUsesTable;
  holds: HoldsTable;
  /** The holds that count now (a view, migration 0018). */
  live_holds: HoldsTable;
  ticket_type_availability: TicketTypeAvailabilityView;
  spent_challenges: SpentChallengesTable;
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  refunds: RefundsTable;
  purchase_links: PurchaseLinksTable;
  tickets: TicketsTable;
  ticket_files: TicketFilesTable;
  document_counters: DocumentCountersTable;
  fiscal_documents: FiscalDocumentsTable;
  mail_attachments: MailAttachmentsTable;
  day_closes: DayClosesTable;
  alerts: AlertsTable;
}
