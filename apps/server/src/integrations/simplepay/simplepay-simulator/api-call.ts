import { answerOperation, type Operation } from './api-operations.js';
import type { SimulatorContext } from './simulator-context.js';
import { signatureMatches, signText } from './simulator-signature.js';
import type { SimulatedMerchant } from './simulator-transactions.js';

/**
 * One call of the JSON API: read the raw body, find the merchant account, verify the `Signature`
 * header over the exact bytes, then answer. Every answer is HTTP 200 JSON, signed with the
 * account's key whenever the account is known.
 */

export const operations: readonly Operation[] = [
  'start',
  'query',
  'refund',
  'finish',
  'transactioncancel',
];

export interface ApiReply {
  /** The exact JSON text to send. */
  body: string;
  /** The `Signature` header over `body`; absent when no account could be told. */
  signature?: string;
}

function reply(answer: object, account: SimulatedMerchant | undefined): ApiReply {
  const body = JSON.stringify(answer);
  return account ? { body, signature: signText(account.secretKey, body) } : { body };
}

/** The account whose key produced this signature, for answering requests that name none. */
function accountBySignature(
  ctx: SimulatorContext,
  raw: string,
  signature: string | undefined,
): SimulatedMerchant | undefined {
  for (const account of ctx.accounts.values()) {
    if (signatureMatches(account.secretKey, raw, signature)) return account;
  }
  return undefined;
}

function parseObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `raw` is null when the body was over the size limit. */
export function apiCall(
  ctx: SimulatorContext,
  operation: Operation,
  raw: string | null,
  signature: string | undefined,
): ApiReply {
  // 5321: format error / invalid JSON (also for a body over the limit).
  if (raw === null) return reply({ errorCodes: [5321] }, undefined);
  const body = parseObject(raw);
  if (!body) return reply({ errorCodes: [5321] }, accountBySignature(ctx, raw, signature));
  const { merchant } = body;
  if (typeof merchant !== 'string' || merchant.trim() === '') {
    return reply({ errorCodes: [5201] }, accountBySignature(ctx, raw, signature));
  }
  const account = ctx.accounts.get(merchant);
  // 5010: the merchant account does not exist.
  if (!account) return reply({ errorCodes: [5010] }, undefined);
  // 5303 for a missing signature, 5302 for a wrong one (both "invalid signature" at SimplePay).
  if (signature === undefined || signature.trim() === '') {
    return reply({ errorCodes: [5303] }, account);
  }
  if (!signatureMatches(account.secretKey, raw, signature)) {
    return reply({ errorCodes: [5302] }, account);
  }
  // 5401: the salt must be 32 characters.
  if (typeof body.salt !== 'string' || body.salt.length !== 32) {
    return reply({ errorCodes: [5401] }, account);
  }
  try {
    return reply(answerOperation(ctx, operation, account, body), account);
  } catch {
    // 5000: general error; the simulator answers rather than crash.
    return reply({ errorCodes: [5000] }, account);
  }
}
