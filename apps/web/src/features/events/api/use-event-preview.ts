import { useQuery } from '@tanstack/react-query';
import type { EventPreview } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/preview/{preview_id}: event, tickets and infos of an unpublished performance. */
export function useEventPreview(previewId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.preview(previewId ?? ''),
    queryFn: ({ signal }) =>
      api.get<EventPreview>(`/preview/${encodeURIComponent(previewId ?? '')}`, { signal }),
    enabled: Boolean(previewId),
    staleTime: 30_000,
  });
}
