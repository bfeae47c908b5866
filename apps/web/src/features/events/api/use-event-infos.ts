import { useQuery } from '@tanstack/react-query';
import type { EventInfo } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events/{id}/infos. */
export function useEventInfos(eventId: number | undefined) {
  return useQuery({
    queryKey: eventKeys.infos(eventId ?? 0),
    queryFn: ({ signal }) => api.get<EventInfo[]>(`/events/${String(eventId)}/infos`, { signal }),
    enabled: eventId !== undefined,
    staleTime: 5 * 60_000,
  });
}
