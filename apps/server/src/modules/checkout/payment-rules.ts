import { randomBytes } from 'node:crypto';

/**
 * The payment's time limits (decision 0012).
 * - The buyer has `paymentWindowMs` on SimplePay's page to start paying (its `timeout`).
 * - Starting a payment extends the order's holds to that deadline plus `ipnGraceMs`, the time the
 *   provider may take to confirm a payment made at the last second.
 * - However often payments are restarted, an order's holds never last past `maxOrderHoldMs` after
 *   the order was stored, so restarting cannot keep tickets from other buyers for ever.
 * - A payment not confirmed by then is asked about (`query`) by the reconciliation job.
 */
export const paymentWindowMs = 15 * 60_000;
export const ipnGraceMs = 5 * 60_000;
export const maxOrderHoldMs = 60 * 60_000;

/**
 * How long a process may talk to SimplePay about an attempt (a start, or asking about an open
 * one) before others take over: longer than the client's time limit per call (15 s), so a live
 * process never loses its claim; a process that died leaves it to lapse.
 */
export const paymentClaimMs = 20_000;

/** The buyer may still pay on a page whose deadline is at least this far (else it is asked about). */
export const offerAgainMinMs = 60_000;

/**
 * The shop's reference of a payment attempt (unique at SimplePay for ever): order id, attempt and
 * a random tail, so a reinstalled shop whose order ids start again cannot repeat one. Letters and
 * digits only (what SZÉP-card accounts allow), at most 32.
 */
export function orderRefOf(orderId: number, attempt: number): string {
  return `${orderId}P${attempt}R${randomBytes(4).toString('hex').toUpperCase()}`;
}
