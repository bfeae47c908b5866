import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/** A performance moved to a new date (migration 0027, decision 0048). */
export interface PerformanceMovesTable {
  id: Generated<number>;
  event_id: number;
  old_starts_at: Timestamp;
  new_starts_at: Timestamp;
  /** Until when the buyers may ask for a refund through their e-mail's link. */
  refund_deadline: Timestamp;
  note: Generated<string>;
  moved_by: number | null;
  created_at: CreatedAt;
  /** Every buyer was e-mailed. */
  finished_at: Timestamp | null;
}

/** An order with tickets of a moved performance: its buyer's e-mail and refund. */
export interface PerformanceMoveOrdersTable {
  move_id: number;
  order_id: number;
  /** waiting | mailed | skipped (no valid ticket left, or no e-mail address) */
  status: Generated<string>;
  /** SHA-256 of the refund link's token; the token is only in the e-mail. */
  token_hash: string | null;
  mailed_at: Timestamp | null;
  refunded_at: Timestamp | null;
  refund_tickets: Generated<number>;
  refund_amount: Generated<number>;
  refund_id: number | null;
  updated_at: UpdatedAt;
}
