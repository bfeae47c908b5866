import {
  transferOrdersPerPage,
  type TransferOrderRow,
  type TransferOrdersQuery,
  type TransferOrdersReply,
} from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { listTransferOrders as listRows } from './transfer-orders.repository.js';

type Row = Awaited<ReturnType<typeof listRows>>['data'][number];

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A stored group order as the list tells it (pure). */
export function transferOrderRowOf(row: Row): TransferOrderRow {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    status: row.status,
    buyer_name: row.buyer_name,
    buyer_email: row.buyer_email,
    total: row.total,
    tickets: row.tickets ?? 0,
    payment_due_at: iso(row.payment_due_at),
    reminded_at: iso(row.transfer_reminded_at),
    paid_on: row.transfer_paid_on,
    paid_at: iso(row.paid_at),
  };
}

/**
 * GET /admin/transfer-orders (cashier, administrator; decision 0046): the group orders by bank
 * transfer, newest first, 50 a page, optionally only those awaiting their transfer, paid, lapsed
 * (`expired`) or cancelled.
 */
export async function listTransferOrders(
  db: Queryable,
  query: { status?: TransferOrdersQuery['status']; page: number },
): Promise<TransferOrdersReply> {
  const { data, total } = await listRows(db, {
    status: query.status,
    page: query.page,
    perPage: transferOrdersPerPage,
  });
  return {
    data: data.map(transferOrderRowOf),
    total,
    page: query.page,
    per_page: transferOrdersPerPage,
  };
}
