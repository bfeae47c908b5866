import { sql, type Transaction } from 'kysely';
import type { Queryable } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** A refused card refund's bank-details form (decision 0053), SQL only. */

type Trx = Transaction<Database>;

/** The form's row of a refused refund; false when it had one already (its mail was queued). */
export async function insertBankDetailsForm(
  trx: Trx,
  row: { refund_id: number; order_id: number; token_hash: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('refund_bank_details')
    .values(row)
    .onConflict((conflict) => conflict.column('refund_id').doNothing())
    .returning('refund_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const formColumns = [
  'd.refund_id',
  'd.order_id',
  'd.holder',
  'd.account',
  'd.account_kind',
  'd.submitted_at',
  'd.created_at',
  'r.amount',
  'r.status as refund_status',
] as const;

/** The form whose link has this token hash, with its refund's amount and state. */
export function findBankDetailsByToken(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('refund_bank_details as d')
    .innerJoin('refunds as r', 'r.id', 'd.refund_id')
    .select(formColumns)
    .where('d.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * The same under the lock of the refund's row, the row a settlement changes: a correction and a
 * settlement of one refund wait for each other, so no correction lands after the transfer.
 */
export function lockBankDetailsByToken(trx: Trx, tokenHash: string) {
  return trx
    .selectFrom('refund_bank_details as d')
    .innerJoin('refunds as r', 'r.id', 'd.refund_id')
    .select(formColumns)
    .where('d.token_hash', '=', tokenHash)
    .forUpdate('r')
    .executeTakeFirst();
}

export async function saveBankDetails(
  trx: Trx,
  refundId: number,
  details: { holder: string; account: string; account_kind: 'giro' | 'iban' },
): Promise<void> {
  await trx
    .updateTable('refund_bank_details')
    .set({
      ...details,
      submitted_at: sql`clock_timestamp()`,
      updated_at: sql`clock_timestamp()`,
    })
    .where('refund_id', '=', refundId)
    .execute();
}

/** The forms of an order's refunds (the back office's order page). */
export function listBankDetailsOfOrder(db: Queryable, orderId: number) {
  return db
    .selectFrom('refund_bank_details')
    .select(['refund_id', 'holder', 'account', 'account_kind', 'submitted_at', 'created_at'])
    .where('order_id', '=', orderId)
    .execute();
}

/** The form of one refund, if it had one. */
export function findBankDetailsOfRefund(db: Queryable, refundId: number) {
  return db
    .selectFrom('refund_bank_details')
    .select(['refund_id', 'holder', 'account', 'account_kind', 'submitted_at'])
    .where('refund_id', '=', refundId)
    .executeTakeFirst();
}
