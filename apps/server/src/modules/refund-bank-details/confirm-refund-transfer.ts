import { formatBankAccount } from '@theatre/contracts';
import { formatPrice, type Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { queueMail } from '../notifications/queue-mail.js';
import type { RefundMailOrder } from './offer-bank-details-form.js';
import { findBankDetailsOfRefund } from './refund-bank-details.repository.js';

/**
 * A refused refund that staff recorded as paid back (decision 0053), in the settlement's
 * transaction: when the buyer had given a bank account through the e-mailed form, they are told
 * that the amount was transferred to it (`refund_transferred`, the order's language). Answers the
 * account and its holder for the audit entry, or null when no details were given (the form's link
 * then shows the refund as settled all the same).
 */
export async function confirmRefundTransfer(
  trx: Transaction<Database>,
  config: Config,
  refund: { id: number; amount: number },
  order: RefundMailOrder,
): Promise<{ holder: string; account: string } | null> {
  const details = await findBankDetailsOfRefund(trx, refund.id);
  if (details?.account == null || details.holder === null) return null;
  const account = formatBankAccount(details.account);
  if (order.buyer_email.trim() !== '') {
    const locale: Locale = order.language === 'en' ? 'en' : 'hu';
    await queueMail(trx, config, {
      kind: 'refund_transferred',
      to: order.buyer_email,
      name: order.buyer_name,
      locale,
      userId: order.user_id,
      origin: order.link_origin,
      order: { id: order.id, total: formatPrice(refund.amount), lines: [], bankAccount: account },
    });
  }
  return { holder: details.holder, account };
}
