import { formatBankAccount, type StaffOrderDetails } from '@theatre/contracts';
import type { Queryable } from '../../db/database.js';
import { listBankDetailsOfOrder } from './refund-bank-details.repository.js';

type BankDetails = NonNullable<StaffOrderDetails['refunds'][number]['bank_details']>;

/**
 * The bank-details forms of an order's refused refunds (decision 0053), by refund id, for the
 * back office's order page: when the buyer was mailed, and what they gave. Personal data: only
 * the order's details (staff with access to the order) carry it.
 */
export async function bankDetailsOfOrder(
  db: Queryable,
  orderId: number,
): Promise<Map<number, BankDetails>> {
  const rows = await listBankDetailsOfOrder(db, orderId);
  return new Map(
    rows.map((row) => [
      row.refund_id,
      {
        mailed_at: new Date(row.created_at).toISOString(),
        holder: row.holder,
        account: row.account === null ? null : formatBankAccount(row.account),
        kind: row.account_kind === 'iban' ? 'iban' : row.account_kind === 'giro' ? 'giro' : null,
        submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
      },
    ]),
  );
}
