import { formatBankAccount, type RefundBankDetails } from '@theatre/contracts';
import type { findBankDetailsByToken } from './refund-bank-details.repository.js';

export type BankDetailsRow = NonNullable<Awaited<ReturnType<typeof findBankDetailsByToken>>>;

/**
 * What the buyer's form shows (decision 0053): the order, the amount, and the details given;
 * `settled` once staff recorded the refund as paid back (the refund is no longer `failed`).
 */
export function bankDetailsView(row: BankDetailsRow): RefundBankDetails {
  return {
    order_id: row.order_id,
    amount: row.amount,
    state: row.refund_status !== 'failed' ? 'settled' : row.account === null ? 'open' : 'received',
    holder: row.holder,
    account: row.account === null ? null : formatBankAccount(row.account),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
  };
}
