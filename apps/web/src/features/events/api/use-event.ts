import { useQuery } from '@tanstack/react-query';
import type { EventDetails } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/**
 * GET /api/events/{id or url slug}. An address that names nothing (404) or is malformed (422) is
 * the page's own not-found state, not a toast.
 */
export function useEvent(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: eventKeys.detail(idOrSlug ?? ''),
    queryFn: ({ signal }) =>
      api.get<EventDetails>(`/events/${encodeURIComponent(idOrSlug ?? '')}`, {
        signal,
        handles: ['event_not_found', 'validation_failed'],
      }),
    enabled: Boolean(idOrSlug),
    staleTime: 60_000,
  });
}
