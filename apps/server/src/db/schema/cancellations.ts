import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp, UpdatedAt } from './columns.js';

/** A cancelled performance (migration 0026, decision 0047). */
export interface PerformanceCancellationsTable {
  id: Generated<number>;
  event_id: number;
  reason: string;
  requested_by: number | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

/** An order with tickets of a cancelled performance, and how far its refund got. */
export interface PerformanceCancellationOrdersTable {
  cancellation_id: number;
  order_id: number;
  /** waiting | done | failed */
  status: Generated<string>;
  tickets: Generated<number>;
  amount: Generated<number>;
  refund_id: number | null;
  /** Why the last attempt failed (an error code). */
  error: string | null;
  attempts: Generated<number>;
  updated_at: UpdatedAt;
}
