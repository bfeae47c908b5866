import type { RefundBankDetails } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/secure-token.js';
import { bankDetailsView } from './refund-bank-details-view.js';
import { findBankDetailsByToken } from './refund-bank-details.repository.js';

/**
 * GET /refund-bank-details/:token (decision 0053): the e-mailed token is the only key; it opens
 * this one refund's form and nothing else. 404 `refund_bank_details_not_found` for a token nobody
 * holds (the same for a malformed one: nothing tells a guess apart from a lost link).
 */
export async function getRefundBankDetails(
  deps: { db: Db },
  token: string,
): Promise<RefundBankDetails> {
  const row = await findBankDetailsByToken(deps.db, hashToken(token));
  if (!row) throw new AppError('refund_bank_details_not_found');
  return bankDetailsView(row);
}
