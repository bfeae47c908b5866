import { isStaff } from '@theatre/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { recordSecurityEvent, type SecurityClient } from '../security-log/record-security-event.js';
import {
  anonymiseAccount,
  anonymiseByAddress,
  anonymiseOrders,
  countFiscalDocuments,
  erasedText,
  findOpenBusiness,
  findPersonalExtras,
  listAuditEntriesToScrub,
  lockAccount,
  lockPersonOrders,
  replaceAuditData,
  scrubOrderTexts,
} from './erasure.repository.js';
import {
  billingWords,
  personalWords,
  scrubJson,
  scrubText,
  wholeWordPattern,
} from './personal-words.js';
import { recordConsentChanges } from './record-consents.js';

const taxNumberOf = (billing: unknown): unknown =>
  billing !== null && typeof billing === 'object' && 'tax_number' in billing
    ? billing.tax_number
    : undefined;

export interface ErasureInput {
  userId: number;
  /** self: with the password; link: with the e-mailed link; staff: on a written request. */
  by: 'self' | 'link' | 'staff';
  /** Who carried it out: the user themself, or the administrator. */
  actorId: number;
  /** The administrator's reason (the request it fulfils); scrubbed of the person's words. */
  reason?: string;
  now: Date;
  /** Where the request came from, for the security log. */
  client?: SecurityClient | undefined;
}

export interface ErasureResult {
  orders: number;
  keptDocuments: number;
}

/**
 * Erases a person (decision 0054), in the caller's transaction: the account's personal data,
 * its sessions, links, billing data and carts; the buyer of every order of the account or of its
 * e-mail address; the e-mails, purchase links, refund bank details, coupon uses, jobs and audit
 * entries that name them. What the accounting law keeps: the fiscal documents (receipts and
 * invoices, with the buyer they were issued to), untouched. Refused (409) for a staff account and
 * while an order, a refund or a document of the person is still open.
 */
export async function erasePerson(trx: Db, input: ErasureInput): Promise<ErasureResult> {
  const user = await lockAccount(trx, input.userId);
  if (!user || user.erased_at !== null) throw new AppError('user_not_found');
  if (isStaff(user)) throw new AppError('account_erasure_staff');
  const orders = await lockPersonOrders(trx, user.id, user.email);
  const orderIds = orders.map((order) => order.id);
  const open = await findOpenBusiness(trx, orderIds);
  if (open) throw new AppError(`account_erasure_${open}`);

  const extras = await findPersonalExtras(trx, user.id, orderIds);
  const words = personalWords([
    user.name,
    user.email,
    ...billingWords(extras.billing),
    ...orders.flatMap((order) => [
      order.buyer_name,
      order.buyer_email,
      ...billingWords(order.billing as Parameters<typeof billingWords>[0]),
    ]),
    ...extras.bank.flatMap((bank) => [bank.holder, bank.account]),
    ...extras.links.flatMap((link) => [link.name, link.email]),
  ]);
  // What only this person has: looked for across the whole audit log (names are not).
  const identifiers = personalWords([
    user.email,
    extras.billing?.tax_number,
    ...orders.flatMap((order) => [order.buyer_email, taxNumberOf(order.billing)]),
    ...extras.bank.map((bank) => bank.account),
    ...extras.links.map((link) => link.email),
  ]);

  await recordConsentChanges(trx, {
    userId: user.id,
    before: { newsletter: user.newsletter, relevant_infos: user.relevant_infos },
    after: { newsletter: false, relevant_infos: false },
    source: 'erasure',
    now: input.now,
  });
  await scrubOrderTexts(trx, orderIds, words);
  await anonymiseByAddress(trx, {
    userId: user.id,
    email: user.email,
    addressPattern: wholeWordPattern(user.email),
    orderIds,
  });
  for (const order of orders) {
    if (order.buyer_email.toLowerCase() !== user.email.toLowerCase()) {
      await anonymiseByAddress(trx, {
        userId: user.id,
        email: order.buyer_email,
        addressPattern: wholeWordPattern(order.buyer_email),
        orderIds: [],
      });
    }
  }
  await anonymiseOrders(trx, orderIds);
  await anonymiseAccount(trx, user.id, input.now);
  for (const entry of await listAuditEntriesToScrub(trx, {
    userId: user.id,
    orderIds,
    identifierPatterns: identifiers.map(wholeWordPattern),
  })) {
    await replaceAuditData(trx, entry.id, scrubJson(entry.data, words, erasedText));
  }

  const keptDocuments = await countFiscalDocuments(trx, orderIds);
  await recordAudit(trx, {
    action: 'user.erased',
    entity: 'user',
    entityId: user.id,
    actorId: input.actorId,
    data: {
      by: input.by,
      ...(input.reason === undefined ? {} : { reason: scrubText(input.reason, words, erasedText) }),
      orders: orderIds.length,
      kept_documents: keptDocuments,
    },
  });
  await recordSecurityEvent(trx, {
    type: 'account_erased',
    userId: user.id,
    actorId: input.actorId === user.id ? null : input.actorId,
    ...(input.client ? { client: input.client } : {}),
    details: { by: input.by, orders: orderIds.length, kept_documents: keptDocuments },
  });
  return { orders: orderIds.length, keptDocuments };
}
