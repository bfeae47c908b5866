import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { budapestIsoTime } from '@theatre/i18n';

/**
 * SimplePay v2 signatures: base64(HMAC-SHA384(secret key, exact bytes)), in the `Signature` header
 * of every request, reply and notification, and as `s` over the decoded `r` of the back redirect.
 */
export function simplePaySignature(secretKey: string, text: string): string {
  return createHmac('sha384', secretKey).update(text, 'utf8').digest('base64');
}

/** Constant-time check of a signature as received (a `+` turned into a space is put back). */
export function isValidSimplePaySignature(
  secretKey: string,
  text: string,
  signature: string | undefined,
): boolean {
  if (signature === undefined) return false;
  const given = Buffer.from(signature.trim().replace(/ /g, '+'), 'base64');
  const expected = Buffer.from(simplePaySignature(secretKey, text), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 32 random characters, as every message carries. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The JSON of a request as sent: compact, with `/` escaped as `\/` like SimplePay's own SDKs (the
 * signature covers whatever bytes go out, and this is the form their servers are known to accept).
 */
export function simplePayJson(body: object): string {
  return JSON.stringify(body).replace(/\//g, '\\/');
}

/**
 * The reply to an IPN: the received text with `receiveDate` added before its closing brace, so the
 * original fields keep their order and types.
 */
export function ipnEcho(received: string, receiveDate: string): string {
  const end = received.lastIndexOf('}');
  if (end < 0) throw new Error('An IPN body is a JSON object');
  const before = received.slice(0, end).trimEnd();
  const separator = before.endsWith('{') ? '' : ',';
  return `${before}${separator}"receiveDate":${JSON.stringify(receiveDate)}}`;
}

/** ISO 8601 with the Budapest offset, the form SimplePay's messages use (2025-10-06T07:00:34+02:00). */
export const simplePayTime = budapestIsoTime;
