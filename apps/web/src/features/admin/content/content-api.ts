import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminDocument,
  AdminDocumentRow,
  DocumentBody,
  DocumentPage,
  DocumentPreviewBody,
  DocumentSavedReply,
  DocumentsReorderBody,
  DocumentsReorderedReply,
  DocumentUpdateBody,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import { refreshShopViews } from '../shared/shop-views';

/** GET /admin/documents: every information and document page, in the footer's order. */
export function useAdminDocuments() {
  return useQuery({
    queryKey: adminKeys.documents(),
    queryFn: ({ signal }) => api.get<AdminDocumentRow[]>('/admin/documents', { signal }),
    staleTime: 30_000,
  });
}

/** GET /admin/documents/:id: a page with its Markdown; a 404 is the editor's own state. */
export function useAdminDocument(documentId: number | null) {
  return useQuery({
    queryKey: adminKeys.document(documentId ?? 0),
    queryFn: ({ signal }) =>
      api.get<AdminDocument>(`/admin/documents/${String(documentId)}`, {
        signal,
        handles: ['document_not_found'],
      }),
    enabled: documentId !== null,
    staleTime: 0,
    // The editor keeps the version it loaded; it reloads only when asked.
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /admin/documents/preview: the draft rendered by the shop's own code. Keyed by the draft, so
 * the editor debounces what it passes; the previous preview stays while the next one renders.
 * Silent: a failed preview is the panel's own state, never a toast.
 */
export function useDocumentPreview(draft: Required<DocumentPreviewBody> | null) {
  return useQuery({
    queryKey: adminKeys.documentPreview(draft ?? {}),
    queryFn: ({ signal }) =>
      api.request<DocumentPage>('/admin/documents/preview', {
        method: 'POST',
        body: draft,
        signal,
        silent: true,
      }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /admin/documents: a new page (201: the app's "created" toast). */
export function useCreateDocument() {
  return useMutation({
    mutationFn: (body: DocumentBody) =>
      api.post<AdminDocument>('/admin/documents', body, { handles: ['validation_failed'] }),
    onSuccess: (_created, _body, _context, { client }) => {
      refreshShopViews(client);
      return client.invalidateQueries({ queryKey: adminKeys.documents() });
    },
  });
}

/**
 * PUT /admin/documents/:id. The editor words the outcome itself: the server's confirmation, the
 * fields of a 422, and the 409 of a page someone else saved meanwhile.
 */
export function useUpdateDocument(documentId: number) {
  return useMutation({
    mutationFn: (body: DocumentUpdateBody) =>
      api.request<DocumentSavedReply>(`/admin/documents/${String(documentId)}`, {
        method: 'PUT',
        body,
        handles: ['validation_failed', 'document_changed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.document(documentId), reply.document);
      refreshShopViews(client);
      return client.invalidateQueries({ queryKey: adminKeys.documents(), exact: true });
    },
  });
}

/** DELETE /admin/documents/:id (204: the app's "deleted" toast; 409 for a required page). */
export function useDeleteDocument() {
  return useMutation({
    mutationFn: (documentId: number) => api.delete<null>(`/admin/documents/${String(documentId)}`),
    onSettled: (_reply, _error, _id, _context, { client }) => {
      refreshShopViews(client);
      return client.invalidateQueries({ queryKey: adminKeys.documents() });
    },
  });
}

/** POST /admin/documents/reorder: the list shows the new order at once, and the server's after. */
export function useReorderDocuments() {
  return useMutation({
    mutationFn: (body: DocumentsReorderBody) =>
      api.post<DocumentsReorderedReply>('/admin/documents/reorder', body),
    onMutate: async (body, { client }) => {
      await client.cancelQueries({ queryKey: adminKeys.documents(), exact: true });
      const previous = client.getQueryData<AdminDocumentRow[]>(adminKeys.documents());
      if (previous) {
        const place = new Map(body.ids.map((id, index) => [id, index + 1]));
        client.setQueryData<AdminDocumentRow[]>(
          adminKeys.documents(),
          previous
            .map((row) => ({ ...row, sort_order: place.get(row.id) ?? row.sort_order }))
            .sort((a, b) => a.type.localeCompare(b.type) || a.sort_order - b.sort_order),
        );
      }
      return { previous };
    },
    onError: (_error, _body, context, { client }) => {
      if (context?.previous) client.setQueryData(adminKeys.documents(), context.previous);
    },
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.documents(), reply.documents);
      refreshShopViews(client);
    },
  });
}
