import {
  bankAccountProblemKey,
  checkBankAccount,
  type RefundBankDetails,
  type RefundBankDetailsBody,
} from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secure-token.js';
import { recordAudit } from '../audit/record-audit.js';
import { bankDetailsView } from './refund-bank-details-view.js';
import { lockBankDetailsByToken, saveBankDetails } from './refund-bank-details.repository.js';

const holderMax = 100;

/** The holder's name and the account, checked; 422 per field with every problem found. */
function checkedDetails(body: RefundBankDetailsBody) {
  const holder = body.holder.trim().replace(/\s+/g, ' ');
  const errors: FieldErrors = {};
  if (holder === '') errors.holder = [{ key: 'validation.bank_holder_required' }];
  else if (holder.length > holderMax) errors.holder = [{ key: 'validation.bank_holder_too_long' }];
  const account = checkBankAccount(body.account);
  if (account.account === '') errors.account = [{ key: 'validation.bank_account_required' }];
  else if (account.problem) errors.account = [{ key: bankAccountProblemKey[account.problem] }];
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', {}, errors);
  return { holder, account: account.account, account_kind: account.kind };
}

/**
 * PUT /refund-bank-details/:token (decision 0053): the buyer gives, or corrects, the account a
 * refused card refund is to be transferred to. Under the refund's row lock, the one a settlement
 * takes: once staff recorded the refund as paid back the details are final (409
 * `refund_bank_details_settled`). Audited as `refund.bank_details_given` (no actor: the buyer;
 * the account is not written into the audit trail, only that details were given).
 */
export async function submitRefundBankDetails(
  deps: { db: Db },
  token: string,
  body: RefundBankDetailsBody,
): Promise<RefundBankDetails> {
  const details = checkedDetails(body);
  return deps.db.transaction().execute(async (trx) => {
    const tokenHash = hashToken(token);
    const row = await lockBankDetailsByToken(trx, tokenHash);
    if (!row) throw new AppError('refund_bank_details_not_found');
    if (row.refund_status !== 'failed') throw new AppError('refund_bank_details_settled');
    await saveBankDetails(trx, row.refund_id, details);
    await recordAudit(trx, {
      action: 'refund.bank_details_given',
      entity: 'order',
      entityId: row.order_id,
      data: {
        refund_id: row.refund_id,
        kind: details.account_kind,
        correction: row.account !== null,
      },
    });
    const saved = await lockBankDetailsByToken(trx, tokenHash);
    if (!saved) throw new AppError('refund_bank_details_not_found');
    return bankDetailsView(saved);
  });
}
