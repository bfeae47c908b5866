import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db, Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/**
 * The cart a group order's tickets are held in until the order takes them (decision 0046): a
 * box-office cart of its own, never handed to a browser, living as long as the holds.
 */
export async function insertGroupCart(trx: Trx, keyHash: string, until: Date): Promise<number> {
  const row = await trx
    .insertInto('carts')
    .values({ key_hash: keyHash, channel: 'box_office', expires_at: until })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The stored order becomes a group order awaiting its transfer until `dueAt`. */
export async function markAwaitingTransfer(trx: Trx, orderId: number, dueAt: Date): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      status: 'awaiting_transfer',
      payment_method: 3,
      expires_at: dueAt,
      payment_due_at: dueAt,
    })
    .where('id', '=', orderId)
    .execute();
}

/** A group order's deadline and when it was taken; undefined: no such order by transfer. */
export function findTransferDeadline(db: Queryable, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['payment_due_at', 'created_at'])
    .where('id', '=', orderId)
    .where('payment_method', '=', 3)
    .executeTakeFirst();
}

/** A group order locked for a change of its state (mark paid, remind, lapse). */
export function lockTransferOrder(trx: Trx, orderId: number) {
  return trx
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'total',
      'buyer_name',
      'buyer_email',
      'language',
      'payment_due_at',
      'transfer_reminded_at',
    ])
    .where('id', '=', orderId)
    .where('payment_method', '=', 3)
    .forUpdate()
    .executeTakeFirst();
}

/** Group orders still awaiting a transfer whose deadline has passed by `now`. */
export function listLapsedTransferOrders(db: Db, now: Date, limit = 500) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting_transfer')
    .where('payment_due_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Group orders awaiting a transfer, not reminded yet, due within `days` days of `now`. */
export function listTransferOrdersToRemind(db: Db, now: Date, days: number, limit = 500) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'awaiting_transfer')
    .where('transfer_reminded_at', 'is', null)
    .where('payment_due_at', '>', now)
    .where('payment_due_at', '<=', new Date(now.getTime() + days * 86_400_000))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The columns of a group order in the list and on its page, with its ticket count. */
function transferOrderSelect(db: Queryable) {
  return db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.created_at',
      'o.status',
      'o.buyer_name',
      'o.buyer_email',
      'o.total',
      'o.payment_due_at',
      'o.transfer_reminded_at',
      'o.transfer_paid_on',
      'o.paid_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_items as i')
        .select(sql<number>`coalesce(sum(i.quantity), 0)::int`.as('n'))
        .whereRef('i.order_id', '=', 'o.id')
        .where('i.kind', '=', 'ticket')
        .as('tickets'),
    )
    .where('o.payment_method', '=', 3);
}

/** One page of the group orders, newest first, optionally of one status; with the count. */
export async function listTransferOrders(
  db: Queryable,
  filter: { status: string | undefined; page: number; perPage: number },
) {
  let rows = transferOrderSelect(db);
  let count = db
    .selectFrom('orders as o')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('o.payment_method', '=', 3);
  if (filter.status !== undefined) {
    rows = rows.where('o.status', '=', filter.status);
    count = count.where('o.status', '=', filter.status);
  }
  const [data, total] = await Promise.all([
    rows
      .orderBy('o.id', 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { data, total: total.n };
}

/** A group order with its language, note and invoice data; undefined: none by transfer. */
export function findTransferOrder(db: Queryable, orderId: number) {
  return transferOrderSelect(db)
    .select(['o.language', 'o.transfer_note', 'o.billing'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
