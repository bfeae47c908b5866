import { z } from 'zod';
import { emailToken } from './accounts.js';

/*
 * The buyer's data rights (decision 0054): erasing the account, and the export of their data.
 */

/**
 * POST /profile/delete. An account with a password sends it (the current one); an account without
 * one sends nothing and gets an e-mailed link that confirms the erasure.
 */
export const deleteAccountBody = z.object({
  password: z.string().max(128).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** 200 `erased` (the account is gone, the session ended) or 202 `link_sent`. */
export const deleteAccountReply = z.object({
  message: z.string(),
  result: z.enum(['erased', 'link_sent']),
});
export type DeleteAccountReply = z.infer<typeof deleteAccountReply>;

/** POST /profile/delete/confirm: the token of the e-mailed link. */
export const confirmErasureBody = z.object({ token: emailToken });
export type ConfirmErasureBody = z.infer<typeof confirmErasureBody>;

/** POST /admin/users/:id/erase: the person's written request, as the reason (audited). */
export const adminUserEraseBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.erasure_reason_too_long'),
});
export type AdminUserEraseBody = z.infer<typeof adminUserEraseBody>;

/** The export's file name: `szemelyes-adatok-<id>.zip` / `personal-data-<id>.zip`. */
export const personalDataFilename = (userId: number, locale: 'hu' | 'en') =>
  locale === 'en' ? `personal-data-${userId}.zip` : `szemelyes-adatok-${userId}.zip`;
