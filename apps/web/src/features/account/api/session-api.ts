import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginBody, MessageReply, SessionReply, User } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { singleFlight } from '../lib/single-flight';
import { useAuthStore } from '../stores/auth-store';
import { tokenKeys } from './account-keys';

/** POST /login: 200 `{ user, token }`; wrong credentials and unconfirmed accounts answer 422. */
export function useLogin() {
  const setSession = useAuthStore((state) => state.setSession);
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<SessionReply>('/login', body),
    onSuccess: (reply) => {
      setSession(reply.user, reply.token);
    },
  });
}

interface VerifyEmailReply extends MessageReply {
  user: User;
  token: string;
}

/**
 * GET /verify-email/{user_id}/{confirm_token}: confirms the address and signs the user in. The token
 * is single-use: the call is made once per page load whatever React does with the effects.
 */
export function useVerifyEmail(userId: string, confirmToken: string) {
  return useQuery({
    queryKey: tokenKeys.verifyEmail(userId, confirmToken),
    queryFn: () =>
      singleFlight(`verify-email:${userId}:${confirmToken}`, async () => {
        const reply = await api.get<VerifyEmailReply>(
          `/verify-email/${encodeURIComponent(userId)}/${encodeURIComponent(confirmToken)}`,
        );
        useAuthStore.getState().setSession(reply.user, reply.token);
        return reply;
      }),
    ...singleUse,
  });
}

/** POST /magic-link/login `{ token }`: signs in with the e-mailed link (single-use, once). */
export function useMagicLinkLogin(token: string | null) {
  return useQuery({
    queryKey: tokenKeys.magicLink(token ?? ''),
    queryFn: () =>
      singleFlight(`magic-link:${token ?? ''}`, async () => {
        const reply = await api.post<SessionReply>('/magic-link/login', { token });
        useAuthStore.getState().setSession(reply.user, reply.token);
        return reply;
      }),
    enabled: Boolean(token),
    ...singleUse,
  });
}

/** A query that spends a token: never refetched, never retried by itself. */
const singleUse = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;
