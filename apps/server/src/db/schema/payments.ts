import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/*
 * Payments through SimplePay, the notifications about them, the alerts they raise, and purchase
 * links.
 */

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
