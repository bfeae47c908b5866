import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/* What the export of a person's data reads (decision 0054): their account and orders. */

export function findAccountForExport(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'roles',
      'vip',
      'newsletter',
      'relevant_infos',
      'locale',
      'email_verified_at',
      'terms_accepted_at',
      'password_changed_at',
      'locked_at',
      'created_at',
      'updated_at',
    ])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findBillingForExport(db: Db, userId: number) {
  return db.selectFrom('billing_data').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function listSessionsForExport(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select([
      'created_at',
      'last_used_at',
      'last_active_at',
      'expires_at',
      'revoked_at',
      'user_agent',
      'ip_address',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The account's orders and the guest orders placed with its address, oldest first. */
export function listOrdersForExport(db: Db, userId: number, email: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'created_at',
      'status',
      'channel',
      'payment_method',
      'paid_at',
      'total',
      'ticket_total',
      'fee_total',
      'discount',
      'buyer_name',
      'buyer_email',
      'language',
      'needs_invoice',
      'billing',
      'ticket_delivery',
      'refund_status',
      'cancelled_at',
    ])
    .where((eb) =>
      eb.or([eb('user_id', '=', userId), eb(sql`lower(buyer_email)`, '=', email.toLowerCase())]),
    )
    .orderBy('id')
    .execute();
}

export function listItemsForExport(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .select([
      'order_id',
      'kind',
      'name',
      'event_name',
      'event_start',
      'quantity',
      'unit_price',
      'total',
      'seat',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function listTicketsForExport(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tickets')
    .select(['order_id', 'code', 'status', 'event_id', 'checked_in_at', 'cancelled_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function listRefundsForExport(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('refunds')
    .select(['order_id', 'method', 'amount', 'status', 'created_at', 'done_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** The orders' fiscal documents with their PDFs (issued ones have one). */
export function listDocumentsForExport(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fiscal_documents')
    .select(['id', 'order_id', 'kind', 'cancels_id', 'status', 'number', 'issued_at', 'pdf'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}
