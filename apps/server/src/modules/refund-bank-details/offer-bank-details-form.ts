import { formatPrice, type Locale } from '@theatre/i18n';
import type { Transaction } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { queueMail } from '../notifications/queue-mail.js';
import { insertBankDetailsForm } from './refund-bank-details.repository.js';

/** What the refund mails need of the order: the buyer, the language, the link's origin. */
export interface RefundMailOrder {
  id: number;
  buyer_email: string;
  buyer_name: string;
  language: string;
  user_id: number | null;
  link_origin: string | null;
}

/** The shop's page of the form (shop-routes.ts `refundBankDetails`). */
export const bankDetailsPath = (token: string) => `/refund-bank-details/${token}`;

/**
 * A card refund the provider refused for good (decision 0053): the buyer is e-mailed, in the
 * order's language, the amount that could not go back to the card and a link to a form for the
 * bank account to transfer it to. Runs in the transaction that marks the refund failed: the
 * form's row (keyed by the refund) and the mail are written together, and a second run finds the
 * row and queues nothing, so a retried job never mails twice. A fresh 256-bit token; only its
 * SHA-256 is stored. An order without an e-mail address gets no form (staff settle it as before).
 * Answers whether a mail was queued.
 */
export async function offerBankDetailsForm(
  trx: Transaction<Database>,
  config: Config,
  refund: { id: number; amount: number },
  order: RefundMailOrder,
): Promise<boolean> {
  if (order.buyer_email.trim() === '') return false;
  const token = newSecureToken();
  const fresh = await insertBankDetailsForm(trx, {
    refund_id: refund.id,
    order_id: order.id,
    token_hash: hashToken(token),
  });
  if (!fresh) return false;
  const locale: Locale = order.language === 'en' ? 'en' : 'hu';
  await queueMail(trx, config, {
    kind: 'refund_bank_details',
    to: order.buyer_email,
    name: order.buyer_name,
    locale,
    userId: order.user_id,
    origin: order.link_origin,
    path: bankDetailsPath(token),
    order: { id: order.id, total: formatPrice(refund.amount), lines: [] },
  });
  return true;
}
