import { useMutation } from '@tanstack/react-query';
import {
  personalDataFilename,
  type ConfirmErasureBody,
  type DeleteAccountBody,
  type DeleteAccountReply,
  type MessageReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** GET /profile/export: the user's data as one ZIP archive, saved by the browser. */
export function downloadPersonalData(userId: number, locale: 'hu' | 'en'): Promise<void> {
  return downloadFile('/profile/export', personalDataFilename(userId, locale));
}

/** The 409s of an erasure the form explains itself (a staff account, something still open). */
const erasureRefusals = [
  'account_erasure_staff',
  'account_erasure_order_open',
  'account_erasure_refund_open',
  'account_erasure_document_pending',
] as const;

/**
 * POST /profile/delete → 200 `erased` (with the current password) or 202 `link_sent` (an account
 * without a password gets an e-mailed confirmation link). Decision 0054.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api.post<DeleteAccountReply>('/profile/delete', body, { handles: erasureRefusals }),
  });
}

/** POST /profile/delete/confirm: the e-mailed link's token erases the account. */
export function useConfirmErasure() {
  return useMutation({
    mutationFn: (body: ConfirmErasureBody) =>
      api.post<MessageReply>('/profile/delete/confirm', body, { silent: true }),
  });
}
