import { useQuery } from '@tanstack/react-query';
import type { DocumentPage } from '@theatre/contracts';
import { api } from '../../../lib/api-client';

export const documentKeys = {
  detail: (id: string) => ['documents', id] as const,
};

/**
 * GET /api/settings/{id}/show: a footer link's page (info or document). An id that names nothing
 * (404) or is malformed (422) is the page's own not-found state, not a toast.
 */
export function useDocument(id: string | undefined) {
  return useQuery({
    queryKey: documentKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<DocumentPage>(`/settings/${encodeURIComponent(id ?? '')}/show`, {
        signal,
        handles: ['document_not_found', 'validation_failed'],
      }),
    enabled: Boolean(id),
    staleTime: 10 * 60_000,
  });
}
