import { createHash, randomBytes } from 'node:crypto';

/**
 * The hashes of NAV Online Számla v3 (chapter 1.5 of NAV's interface documentation): the password
 * travels as its SHA-512, and every request except manageInvoice/manageAnnulment is signed with
 * SHA3-512(requestId + timestamp as YYYYMMDDhhmmss + signature key), both in upper-case hex.
 */

/** `passwordHash` (cryptoType SHA-512): upper-case hex SHA-512 of the technical user's password. */
export function navPasswordHash(password: string): string {
  return createHash('sha512').update(password, 'utf8').digest('hex').toUpperCase();
}

/** The request timestamp as NAV writes it: UTC with milliseconds, e.g. 2019-09-11T11:11:08.579Z. */
export function navTimestamp(instant: Date): string {
  return instant.toISOString();
}

/** `YYYYMMDDhhmmss` of a NAV timestamp (separators, milliseconds and the Z removed). */
export function navTimestamp14(timestamp: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?Z$/.exec(timestamp);
  if (!parts) throw new Error(`Not a NAV UTC timestamp: ${timestamp}`);
  return parts.slice(1, 7).join('');
}

/** `requestSignature` (cryptoType SHA3-512) of a query operation such as queryTaxpayer. */
export function navRequestSignature(requestId: string, timestamp: string, signKey: string): string {
  return createHash('sha3-512')
    .update(`${requestId}${navTimestamp14(timestamp)}${signKey}`, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** A fresh requestId: NAV allows [+a-zA-Z0-9_]{1,30}, unique per taxpayer. */
export function newNavRequestId(): string {
  return `RID${Date.now().toString(36).toUpperCase()}${randomBytes(9).toString('hex').toUpperCase()}`;
}
