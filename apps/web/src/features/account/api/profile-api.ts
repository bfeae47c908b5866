import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePasswordBody, MessageReply, PreferencesBody, User } from '@theatre/contracts';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../stores/auth-store';
import { accountKeys } from './account-keys';

/** GET /profile: the signed-in user, kept in step with the persisted auth store. */
export function useProfile() {
  const setUser = useAuthStore((state) => state.setUser);
  const query = useQuery<User>({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api.get<User>('/profile', { signal }),
    placeholderData: (): User | undefined => useAuthStore.getState().user ?? undefined,
    staleTime: 30_000,
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setUser(query.data);
  }, [query.data, query.isPlaceholderData, setUser]);
  return query;
}

interface PreferencesReply extends MessageReply {
  user: User;
}

/** POST /profile/set-preferences → 202 `{ message, user }` (the checkboxes save on change). */
export function useSavePreferences() {
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({
    mutationFn: (body: PreferencesBody) =>
      api.post<PreferencesReply>('/profile/set-preferences', body),
    // A read of the profile still under way (the page's first one, begun before this change)
    // would land after the saved answer and put the old preferences back: it is called off.
    onMutate: async (_body, { client }) => {
      await client.cancelQueries({ queryKey: accountKeys.profile() });
    },
    onSuccess: (reply, _body, _context, { client }) => {
      setUser(reply.user);
      client.setQueryData(accountKeys.profile(), reply.user);
    },
  });
}

/** POST /profile/set-password → 202; the server signs the other sessions out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<MessageReply>('/profile/set-password', body),
  });
}
