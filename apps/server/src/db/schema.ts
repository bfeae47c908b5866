/*
 * The database's tables as Kysely sees them, written by hand beside the migrations
 * (schema.int.test.ts keeps the two in step). The tables are declared per area in schema/; this
 * file gathers them.
 */

import type {
  UsersTable,
  SessionsTable,
  UserTokensTable,
  BillingDataTable,
  ConsentEventsTable,
} from './schema/accounts.js';
import type {
  CartsTable,
  HoldsTable,
  SpentChallengesTable,
  CouponsTable,
  CouponTargetsTable,
  CouponUsesTable,
} from './schema/cart.js';
import type {
  VenuesTable,
  HallsTable,
  ProductionsTable,
  ProductionPostersTable,
  ProductionPosterVariantsTable,
  EventsTable,
  TicketTypesTable,
  TicketTypeAvailabilityView,
  EventInfosTable,
} from './schema/catalog.js';
import type { DocumentsTable, SettingsTable } from './schema/content.js';
import type {
  SecondFactorChallengesTable,
  UserPasskeysTable,
  UserRecoveryCodesTable,
  UserTotpTable,
} from './schema/second-factor.js';
import type {
  HallSeatsTable,
  SeatMapsTable,
  SeatSectionsTable,
  SeatRowsTable,
  SeatMapSeatsTable,
  PerformanceSeatsTable,
  TicketTypeZonesTable,
} from './schema/seating.js';
import type {
  TicketsTable,
  TicketFilesTable,
  DoorListKeysTable,
  DoorAdmissionsTable,
  DocumentCountersTable,
  FiscalDocumentsTable,
} from './schema/documents.js';
import type {
  JobsTable,
  MailMessagesTable,
  MailTextsTable,
  MailAttachmentsTable,
  RateLimitsTable,
  AuditLogTable,
  SecurityEventsTable,
  ClientErrorsTable,
  AudienceMessagesTable,
  AudienceMessageOrdersTable,
} from './schema/operations.js';
import type {
  OrdersTable,
  OrderItemsTable,
  RefundsTable,
  RefundBankDetailsTable,
  DayClosesTable,
  ComplimentaryOrdersTable,
} from './schema/orders.js';
import type {
  PaymentsTable,
  PaymentNotificationsTable,
  AlertsTable,
  PurchaseLinksTable,
} from './schema/payments.js';

import type {
  PerformanceCancellationOrdersTable,
  PerformanceCancellationsTable,
} from './schema/cancellations.js';
import type { PerformanceMoveOrdersTable, PerformanceMovesTable } from './schema/moves.js';

export type * from './schema/accounts.js';
export type * from './schema/cancellations.js';
export type * from './schema/moves.js';
export type * from './schema/cart.js';
export type * from './schema/catalog.js';
export type * from './schema/content.js';
export type * from './schema/documents.js';
export type * from './schema/operations.js';
export type * from './schema/orders.js';
export type * from './schema/payments.js';
export type * from './schema/seating.js';

export interface Database {
  venues: VenuesTable;
  halls: HallsTable;
  productions: ProductionsTable;
  production_posters: ProductionPostersTable;
  production_poster_variants: ProductionPosterVariantsTable;
  events: EventsTable;
  ticket_types: TicketTypesTable;
  event_infos: EventInfosTable;
  documents: DocumentsTable;
  settings: SettingsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  client_errors: ClientErrorsTable;
  audit_log: AuditLogTable;
  security_events: SecurityEventsTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  user_passkeys: UserPasskeysTable;
  second_factor_challenges: SecondFactorChallengesTable;
  user_tokens: UserTokensTable;
  billing_data: BillingDataTable;
  consent_events: ConsentEventsTable;
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  mail_messages: MailMessagesTable;
  mail_texts: MailTextsTable;
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
  refund_bank_details: RefundBankDetailsTable;
  purchase_links: PurchaseLinksTable;
  tickets: TicketsTable;
  ticket_files: TicketFilesTable;
  door_list_keys: DoorListKeysTable;
  door_admissions: DoorAdmissionsTable;
  document_counters: DocumentCountersTable;
  fiscal_documents: FiscalDocumentsTable;
  mail_attachments: MailAttachmentsTable;
  day_closes: DayClosesTable;
  complimentary_orders: ComplimentaryOrdersTable;
  alerts: AlertsTable;
  hall_seats: HallSeatsTable;
  seat_maps: SeatMapsTable;
  seat_sections: SeatSectionsTable;
  seat_rows: SeatRowsTable;
  seat_map_seats: SeatMapSeatsTable;
  performance_seats: PerformanceSeatsTable;
  ticket_type_zones: TicketTypeZonesTable;
  performance_cancellations: PerformanceCancellationsTable;
  performance_moves: PerformanceMovesTable;
  performance_move_orders: PerformanceMoveOrdersTable;
  performance_cancellation_orders: PerformanceCancellationOrdersTable;
  audience_messages: AudienceMessagesTable;
  audience_message_orders: AudienceMessageOrdersTable;
}
