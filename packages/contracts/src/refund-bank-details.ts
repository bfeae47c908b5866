import { z } from 'zod';

/**
 * A refused card refund's bank-details form (decision 0053): the e-mailed token is the only key.
 */
export const refundBankDetailsParams = z.object({
  token: z.string().min(1).max(200),
});

/**
 * GET /refund-bank-details/:token: what the buyer sees. `state`: `open` (no details yet),
 * `received` (details given, may still be corrected), `settled` (staff paid it back: no change).
 */
export const refundBankDetails = z.object({
  order_id: z.number().int(),
  /** What could not be given back to the card, in forints. */
  amount: z.number().int(),
  state: z.enum(['open', 'received', 'settled']),
  /** The details given (null while open). */
  holder: z.string().nullable(),
  /** The account as the buyer wrote it, grouped (GIRO with hyphens, IBAN in fours). */
  account: z.string().nullable(),
  submitted_at: z.string().nullable(),
});
export type RefundBankDetails = z.infer<typeof refundBankDetails>;

/** PUT /refund-bank-details/:token: the account holder and the account (GIRO or IBAN). */
export const refundBankDetailsBody = z.object({
  holder: z.string().max(200),
  account: z.string().max(64),
});
export type RefundBankDetailsBody = z.input<typeof refundBankDetailsBody>;

export const refundBankDetailsReply = z.object({
  message: z.string(),
  details: refundBankDetails,
});
export type RefundBankDetailsReply = z.infer<typeof refundBankDetailsReply>;
