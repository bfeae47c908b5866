import { alertMismatchFields, type StaffAlert } from '@theatre/contracts';
import type { AlertRow } from './alerts.repository.js';

type Mismatch = StaffAlert['mismatches'][number];

const isField = (value: unknown): value is Mismatch['field'] =>
  typeof value === 'string' && (alertMismatchFields as readonly string[]).includes(value);

/** What disagreed, as stored (pure): entries of another shape are left out. */
export function mismatchesOf(stored: unknown): Mismatch[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const { field, expected, received } = item as Record<string, unknown>;
    if (!isField(field)) return [];
    const text = (value: unknown): string =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return [{ field, expected: text(expected), received: text(received) }];
  });
}

/** An alert as the back office's API shows it (pure). */
export function alertView(row: AlertRow): StaffAlert {
  return {
    id: row.id,
    kind: 'payment_mismatch',
    order_id: row.order_id,
    buyer_name: row.buyer_name,
    order_total: row.order_total,
    transaction_id: row.transaction_id,
    order_ref: row.order_ref,
    status: row.status,
    source: row.source,
    mismatches: mismatchesOf(row.mismatches),
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    settled_by:
      row.settled_by === null ? null : { id: row.settled_by, name: row.settled_by_name ?? '' },
    note: row.note,
  };
}
