import { useQuery } from '@tanstack/react-query';
import type { EventPreview } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/**
 * GET /api/preview/{preview_id}: event, tickets and infos of an unpublished performance. An id that
 * names nothing (404) or is malformed (422) is the page's own not-found state, not a toast.
 */
export function useEventPreview(previewId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.preview(previewId ?? ''),
    queryFn: ({ signal }) =>
      api.get<EventPreview>(`/preview/${encodeURIComponent(previewId ?? '')}`, {
        signal,
        handles: ['event_not_found', 'validation_failed'],
      }),
    enabled: Boolean(previewId),
    staleTime: 30_000,
  });
}
