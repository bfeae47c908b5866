import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * SimplePay v2 signing, written for the simulator alone (the shop's adapter has its own code, so
 * the two check each other): base64(HMAC-SHA384(secret key, exact text)).
 */

/** The `Signature` header of a body: computed over the exact bytes sent, never re-serialised. */
export function signText(secretKey: string, text: string): string {
  return createHmac('sha384', secretKey).update(text, 'utf8').digest('base64');
}

/** Whether a received signature matches the text, compared in constant time. */
export function signatureMatches(
  secretKey: string,
  text: string,
  signature: string | undefined,
): boolean {
  if (signature === undefined || signature === '') return false;
  const expected = Buffer.from(signText(secretKey, text), 'utf8');
  const received = Buffer.from(signature.trim(), 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** 32 random characters, as SimplePay puts in every message. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export type BackEvent = 'SUCCESS' | 'FAIL' | 'CANCEL' | 'TIMEOUT';

/** The `r` object of the browser's return to the shop, in SimplePay's key order. */
export interface BackResult {
  /** 0 on success, otherwise an error code. */
  r: number;
  t: number;
  e: BackEvent;
  m: string;
  o: string;
}

/**
 * The `r` and `s` query parameters (not yet URL-encoded): `r` is base64 of the compact JSON and
 * `s` signs the decoded JSON text, not the base64.
 */
export function backParameters(secretKey: string, result: BackResult): { r: string; s: string } {
  const json = JSON.stringify({ r: result.r, t: result.t, e: result.e, m: result.m, o: result.o });
  return { r: Buffer.from(json, 'utf8').toString('base64'), s: signText(secretKey, json) };
}
