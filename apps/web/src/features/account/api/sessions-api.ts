import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProfileSessionsReply, SessionsEndedReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** GET /profile/sessions: where the user is signed in, this device first (decision 0055). */
export function useProfileSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => api.get<ProfileSessionsReply>('/profile/sessions', { signal }),
    staleTime: 15_000,
  });
}

/**
 * POST /profile/sessions/{id}/end, or POST /profile/sessions/end-others when no id is given; the
 * list reloads after either. A session that ended meanwhile (404) just leaves the list.
 */
export function useEndSessions() {
  return useMutation({
    mutationFn: (sessionId: number | 'others') =>
      sessionId === 'others'
        ? api.post<SessionsEndedReply>('/profile/sessions/end-others')
        : api.post<SessionsEndedReply>(`/profile/sessions/${String(sessionId)}/end`, undefined, {
            handles: ['session_not_found'],
          }),
    onSettled: (_reply, _error, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
