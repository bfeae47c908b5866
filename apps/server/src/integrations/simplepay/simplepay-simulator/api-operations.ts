import { parseAmount, roundAmount } from './simulator-amounts.js';
import type { SimulatorContext } from './simulator-context.js';
import { formatSimplePayTime } from './simulator-dates.js';
import { newSalt } from './simulator-signature.js';
import {
  TransactionStore,
  type SimulatedMerchant,
  type SimulatedTransaction,
} from './simulator-transactions.js';
import { checkStart } from './start-request.js';

/**
 * The five API operations of an authenticated merchant. Each returns the JSON object to answer:
 * the documented fields on success, `{ errorCodes }` otherwise.
 */

export type Operation = 'start' | 'query' | 'refund' | 'finish' | 'transactioncancel';
export type Answer = Record<string, unknown>;
type Body = Record<string, unknown>;

const failed = (...errorCodes: number[]): Answer => ({ errorCodes });
const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function start(ctx: SimulatorContext, account: SimulatedMerchant, body: Body): Answer {
  const check = checkStart(body, account);
  if ('errorCodes' in check) return { errorCodes: check.errorCodes };
  const fields = check.ok;
  if (ctx.store.byOrderRef(account.merchant, fields.orderRef)) return failed(5013);
  const tx: SimulatedTransaction = {
    transactionId: ctx.store.newId(),
    merchant: account.merchant,
    currency: account.currency,
    remainingTotal: fields.total,
    status: 'INIT',
    method: 'CARD',
    payToken: TransactionStore.newPayToken(),
    createdAt: ctx.now(),
    refunds: [],
    ipn: [],
    ...fields,
  };
  ctx.store.add(tx);
  return {
    salt: newSalt(),
    merchant: tx.merchant,
    orderRef: tx.orderRef,
    currency: tx.currency,
    transactionId: tx.transactionId,
    timeout: tx.timeoutText,
    total: tx.total,
    paymentUrl: `${ctx.url}/pay/${tx.payToken}`,
  };
}

/** A transaction id as sent: a number, or a string of digits. */
function idOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** The transaction named by `transactionId` and/or `orderRef`, or the error code. */
function findTransaction(
  ctx: SimulatorContext,
  account: SimulatedMerchant,
  body: Body,
): SimulatedTransaction | number {
  const hasId = body.transactionId !== undefined && body.transactionId !== null;
  const hasRef = filled(body.orderRef);
  if (!hasId && !hasRef) return 5111;
  let tx: SimulatedTransaction | undefined;
  if (hasId) {
    const id = idOf(body.transactionId);
    tx = id === undefined ? undefined : ctx.store.byId(id);
    if (tx && hasRef && tx.orderRef !== body.orderRef) tx = undefined;
  } else {
    tx = ctx.store.byOrderRef(account.merchant, body.orderRef as string);
  }
  if (!tx || tx.merchant !== account.merchant) return 5011;
  ctx.expireIfDue(tx);
  return tx;
}

/** `currency` on refund and cancel: must be the account's (when sent, for cancel). */
function currencyError(account: SimulatedMerchant, currency: unknown, required: boolean) {
  if (currency === undefined && !required) return undefined;
  if (currency !== 'HUF' && currency !== 'EUR' && currency !== 'USD') return 5223;
  return currency === account.currency ? undefined : 5307;
}

function queryEntry(ctx: SimulatorContext, tx: SimulatedTransaction, withRefunds: boolean) {
  ctx.expireIfDue(tx);
  return {
    salt: newSalt(),
    merchant: tx.merchant,
    orderRef: tx.orderRef,
    total: tx.total,
    transactionId: tx.transactionId,
    status: tx.status,
    resultCode: 'OK',
    remainingTotal: tx.remainingTotal,
    ...(tx.paymentDate ? { paymentDate: formatSimplePayTime(tx.paymentDate) } : {}),
    ...(tx.finishDate ? { finishDate: formatSimplePayTime(tx.finishDate) } : {}),
    method: tx.method,
    ...(tx.refunds.length > 0
      ? { refundStatus: tx.remainingTotal === 0 ? 'FULL' : 'PARTIAL' }
      : {}),
    ...(withRefunds
      ? {
          refunds: tx.refunds.map((refund) => ({
            transactionId: refund.refundTransactionId,
            refundTotal: refund.refundTotal,
            refundDate: formatSimplePayTime(refund.refundDate),
            status: 'FINISHED',
          })),
        }
      : {}),
  };
}

function query(ctx: SimulatorContext, account: SimulatedMerchant, body: Body): Answer {
  if (!filled(body.sdkVersion)) return failed(5113);
  const { transactionIds: ids = [], orderRefs: refs = [] } = body;
  if (!Array.isArray(ids) || !Array.isArray(refs)) return failed(5321);
  if (ids.length === 0 && refs.length === 0) return failed(5339);
  const errors = [...(refs.length > 50 ? [5327] : []), ...(ids.length > 50 ? [5328] : [])];
  if (errors.length > 0) return failed(...errors);
  const found = new Map<number, SimulatedTransaction>();
  for (const value of ids) {
    const id = idOf(value);
    const tx = id === undefined ? undefined : ctx.store.byId(id);
    if (tx && tx.merchant === account.merchant) found.set(tx.transactionId, tx);
  }
  for (const ref of refs) {
    const tx = typeof ref === 'string' ? ctx.store.byOrderRef(account.merchant, ref) : undefined;
    if (tx) found.set(tx.transactionId, tx);
  }
  const transactions = [...found.values()].map((tx) => queryEntry(ctx, tx, body.refunds === true));
  return {
    salt: newSalt(),
    merchant: account.merchant,
    transactions,
    totalCount: transactions.length,
  };
}

function refund(ctx: SimulatorContext, account: SimulatedMerchant, body: Body): Answer {
  const tx = findTransaction(ctx, account, body);
  if (tx === 5111) return failed(5111);
  if (!filled(body.sdkVersion)) return failed(5113);
  const currency = currencyError(account, body.currency, true);
  if (currency !== undefined) return failed(currency);
  if (typeof tx === 'number') return failed(tx);
  const amount = parseAmount(body.refundTotal, account.currency);
  if (amount === undefined) return failed(5110);
  if (tx.status !== 'FINISHED') return failed(5230);
  if (amount > tx.remainingTotal) return failed(5228);
  const refundTransactionId = ctx.store.newId();
  tx.remainingTotal = roundAmount(tx.remainingTotal - amount);
  tx.refunds.push({ refundTransactionId, refundTotal: amount, refundDate: ctx.now() });
  return {
    salt: newSalt(),
    merchant: tx.merchant,
    orderRef: tx.orderRef,
    currency: tx.currency,
    transactionId: tx.transactionId,
    refundTransactionId,
    refundTotal: amount,
    remainingTotal: tx.remainingTotal,
  };
}

/**
 * Two-step capture. The simulated accounts are one-step (a successful payment is FINISHED at
 * once), so a well-formed finish of an existing transaction answers 5308, SimplePay's "two-step
 * transactions are not enabled on the merchant account".
 */
function finish(ctx: SimulatorContext, account: SimulatedMerchant, body: Body): Answer {
  const tx = findTransaction(ctx, account, body);
  if (tx === 5111) return failed(5111);
  if (!filled(body.sdkVersion)) return failed(5113);
  const currency = currencyError(account, body.currency, false);
  if (currency !== undefined) return failed(currency);
  if (typeof tx === 'number') return failed(tx);
  return failed(5308);
}

/** Only an INIT transaction can be cancelled; otherwise 5022 (not in the expected state). */
function transactionCancel(ctx: SimulatorContext, account: SimulatedMerchant, body: Body): Answer {
  const tx = findTransaction(ctx, account, body);
  if (tx === 5111) return failed(5111);
  if (!filled(body.sdkVersion)) return failed(5113);
  const currency = currencyError(account, body.currency, false);
  if (currency !== undefined) return failed(currency);
  if (typeof tx === 'number') return failed(tx);
  if (tx.status !== 'INIT') return failed(5022);
  ctx.settle(tx, 'CANCELLED');
  return {
    salt: newSalt(),
    merchant: tx.merchant,
    transactionId: tx.transactionId,
    orderRef: tx.orderRef,
    status: tx.status,
  };
}

export function answerOperation(
  ctx: SimulatorContext,
  operation: Operation,
  account: SimulatedMerchant,
  body: Body,
): Answer {
  switch (operation) {
    case 'start':
      return start(ctx, account, body);
    case 'query':
      return query(ctx, account, body);
    case 'refund':
      return refund(ctx, account, body);
    case 'finish':
      return finish(ctx, account, body);
    case 'transactioncancel':
      return transactionCancel(ctx, account, body);
  }
}
