import type { PerformanceMove } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { listMoves } from './performance-moves.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /admin/performances/:id/moves: the performance's moves to a new date (decision 0048), the
 * newest first: the dates, the deadline, how far the buyers' e-mails got and the refunds asked.
 */
export async function getPerformanceMoves(
  db: Queryable,
  eventId: number,
): Promise<PerformanceMove[]> {
  const rows = await listMoves(db, eventId);
  return rows.map((row) => ({
    id: row.id,
    old_starts_at: iso(row.old_starts_at),
    new_starts_at: iso(row.new_starts_at),
    refund_deadline: iso(row.refund_deadline),
    note: row.note,
    moved_by: row.mover,
    created_at: iso(row.created_at),
    status: row.finished_at === null ? 'running' : 'done',
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
    counts: {
      orders: row.orders,
      waiting: row.waiting,
      mailed: row.mailed,
      skipped: row.orders - row.waiting - row.mailed,
    },
    refunds: { orders: row.refund_orders, tickets: row.refund_tickets, amount: row.refund_amount },
  }));
}
