import type { Transaction } from 'kysely';
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
