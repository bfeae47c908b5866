import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Alerts: what needs a person's attention until settled (SQL only; decision 0022). */

type Trx = Transaction<Database>;

export interface NewAlert {
  kind: string;
  dedupe_key: string;
  order_id: number | null;
  payment_id: number | null;
  transaction_id: number | null;
  order_ref: string | null;
  status: string;
  source: string;
  mismatches: readonly object[];
}

/** The alert, once per problem: null when the same one (its dedupe key) was raised before. */
export async function insertAlert(trx: Trx, alert: NewAlert): Promise<number | null> {
  const row = await trx
    .insertInto('alerts')
    .values({ ...alert, mismatches: JSON.stringify(alert.mismatches) })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

function alertQuery(db: Queryable) {
  return db
    .selectFrom('alerts as a')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .leftJoin('users as u', 'u.id', 'a.settled_by')
    .select([
      'a.id',
      'a.kind',
      'a.order_id',
      'o.buyer_name',
      'o.total as order_total',
      'a.transaction_id',
      'a.order_ref',
      'a.status',
      'a.source',
      'a.mismatches',
      'a.created_at',
      'a.settled_at',
      'a.settled_by',
      'u.name as settled_by_name',
      'a.note',
    ]);
}

export type AlertRow = NonNullable<Awaited<ReturnType<typeof findAlert>>>;

export function findAlert(db: Queryable, alertId: number) {
  return alertQuery(db).where('a.id', '=', alertId).executeTakeFirst();
}

/** The alerts not settled yet, newest first (at most `limit`); one order's when given. */
export function listOpenAlerts(db: Queryable, filter: { orderId?: number }, limit = 200) {
  let query = alertQuery(db).where('a.settled_at', 'is', null);
  if (filter.orderId !== undefined) query = query.where('a.order_id', '=', filter.orderId);
  return query.orderBy('a.id', 'desc').limit(limit).execute();
}

/** An order's alerts, settled ones too, oldest first. */
export function listOrderAlerts(db: Queryable, orderId: number) {
  return alertQuery(db).where('a.order_id', '=', orderId).orderBy('a.id').limit(200).execute();
}

/** The alert's row, locked until the transaction ends (two settlements take turns). */
export function lockAlert(trx: Trx, alertId: number) {
  return trx
    .selectFrom('alerts')
    .select(['id', 'order_id', 'kind', 'settled_at'])
    .where('id', '=', alertId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markAlertSettled(
  trx: Trx,
  alertId: number,
  settlement: { settled_by: number; note: string },
): Promise<void> {
  await trx
    .updateTable('alerts')
    .set({ ...settlement, settled_at: sql`clock_timestamp()` })
    .where('id', '=', alertId)
    .execute();
}
