import { useQuery } from '@tanstack/react-query';
import type { EventDetails } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events/{id or url slug}. */
export function useEvent(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: eventKeys.detail(idOrSlug ?? ''),
    queryFn: ({ signal }) =>
      api.get<EventDetails>(`/events/${encodeURIComponent(idOrSlug ?? '')}`, { signal }),
    enabled: Boolean(idOrSlug),
    staleTime: 60_000,
  });
}
