import { useMutation } from '@tanstack/react-query';
import type { EmailBody, MessageReply, RegisterBody, SetPasswordBody } from '@theatre/contracts';
import { api } from '../../../lib/api-client';

/**
 * The calls that send an e-mail. Each answers 201/202 `{ message }` (the API client shows the
 * success toast of the error catalogue); the page then tells the visitor to check the inbox.
 */

/** POST /register → 201; the account must be confirmed from the e-mail before signing in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<MessageReply>('/register', body),
  });
}

/** POST /send-magic-link → 202 (the same answer for any address). */
export function useSendMagicLink() {
  return useMutation({
    mutationFn: (body: EmailBody) => api.post<MessageReply>('/send-magic-link', body),
  });
}

/** POST /reset-password → 202: e-mails the link to /reset-password/{reset_token}. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: EmailBody) => api.post<MessageReply>('/reset-password', body),
  });
}

/** POST /resend-verification → 202: a new confirmation e-mail. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (body: EmailBody) => api.post<MessageReply>('/resend-verification', body),
  });
}

/** POST /set-password `{ token, password, password_confirmation }` → 202: the reset itself. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: SetPasswordBody) => api.post<MessageReply>('/set-password', body),
  });
}
