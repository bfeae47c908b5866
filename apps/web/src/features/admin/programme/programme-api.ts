import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdminEventInfo,
  AdminPerformance,
  AdminProduction,
  AdminProductionSummary,
  EventInfoBody,
  PerformanceBody,
  PosterReply,
  ProductionBody,
  TicketTypeBody,
} from '@theatre/contracts';
import { posterField } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload-form';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/*
 * The programme (administrators): productions, their posters, performances, ticket types and
 * information blocks. A form answers a 422 itself, field by field; 404 and 409 go through the
 * error catalogue (a toast with the server's words).
 */

const put = <T>(path: string, body: unknown) => api.request<T>(path, { method: 'PUT', body });

/** Everything a change of a performance shows on: its page, its production's, the lists. */
function refreshPerformance(client: QueryClient, performance: AdminPerformance) {
  client.setQueryData(adminKeys.programmePerformance(performance.id), performance);
  void client.invalidateQueries({ queryKey: adminKeys.production(performance.production_id) });
  void client.invalidateQueries({ queryKey: adminKeys.productions() });
  // The overview's and the door's performance lists.
  void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
}

export function useProductions() {
  return useQuery({
    queryKey: adminKeys.productions(),
    queryFn: ({ signal }) => api.get<AdminProductionSummary[]>('/admin/productions', { signal }),
    staleTime: 15_000,
  });
}

/** A production's page; a 404 is the page's own state (no toast). */
export function useProduction(productionId: number) {
  return useQuery({
    queryKey: adminKeys.production(productionId),
    queryFn: ({ signal }) =>
      api.get<AdminProduction>(`/admin/productions/${String(productionId)}`, {
        signal,
        handles: ['production_not_found'],
      }),
    enabled: Number.isInteger(productionId) && productionId > 0,
    staleTime: 10_000,
  });
}

export function useCreateProduction() {
  return useMutation({
    mutationFn: (body: ProductionBody) => api.post<AdminProduction>('/admin/productions', body),
    onSuccess: (production, _body, _context, { client }) => {
      client.setQueryData(adminKeys.production(production.id), production);
      void client.invalidateQueries({ queryKey: adminKeys.productions() });
    },
  });
}

export function useUpdateProduction(productionId: number) {
  return useMutation({
    mutationFn: (body: ProductionBody) =>
      put<AdminProduction>(`/admin/productions/${String(productionId)}`, body),
    onSuccess: (production, _body, _context, { client }) => {
      client.setQueryData(adminKeys.production(production.id), production);
      void client.invalidateQueries({ queryKey: adminKeys.productions() });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
    },
  });
}

/** POST /admin/productions/:id/poster: the file as a form, with the upload's progress. */
export function useUploadPoster(productionId: number) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append(posterField, file, file.name);
      return uploadForm<PosterReply>(`/admin/productions/${String(productionId)}/poster`, form, {
        onProgress,
      });
    },
    onSuccess: (_reply, _input, _context, { client }) => {
      void client.invalidateQueries({ queryKey: adminKeys.production(productionId) });
      void client.invalidateQueries({ queryKey: adminKeys.productions() });
    },
  });
}

// --- Performances ------------------------------------------------------------------------------

/** A performance's page; a 404 is the page's own state (no toast). */
export function useProgrammePerformance(eventId: number) {
  return useQuery({
    queryKey: adminKeys.programmePerformance(eventId),
    queryFn: ({ signal, ...context }) =>
      api.get<AdminPerformance>(`/admin/performances/${String(eventId)}`, {
        signal,
        background: isRefetch(context),
        handles: ['performance_not_found'],
      }),
    enabled: Number.isInteger(eventId) && eventId > 0,
    staleTime: 5_000,
    // Sold and held move while the page is open.
    refetchInterval: 30_000,
  });
}

export function useCreatePerformance() {
  return useMutation({
    mutationFn: (body: PerformanceBody) => api.post<AdminPerformance>('/admin/performances', body),
    onSuccess: (performance, _body, _context, { client }) => {
      refreshPerformance(client, performance);
    },
  });
}

export function useUpdatePerformance(eventId: number) {
  return useMutation({
    mutationFn: (body: PerformanceBody) =>
      put<AdminPerformance>(`/admin/performances/${String(eventId)}`, body),
    onSuccess: (performance, _body, _context, { client }) => {
      refreshPerformance(client, performance);
    },
  });
}

export function useSetPublished(eventId: number) {
  return useMutation({
    mutationFn: (published: boolean) =>
      api.post<AdminPerformance>(
        `/admin/performances/${String(eventId)}/${published ? 'publish' : 'unpublish'}`,
      ),
    onSuccess: (performance, _published, _context, { client }) => {
      refreshPerformance(client, performance);
    },
  });
}

/** Deletes a performance nothing was sold, ordered or held of (409 `performance_in_use`). */
export function useDeletePerformance(eventId: number, productionId: number) {
  return useMutation({
    mutationFn: () => api.delete<null>(`/admin/performances/${String(eventId)}`),
    onSuccess: (_reply, _input, _context, { client }) => {
      // The page goes to the production's (its own query is not refetched: it would answer 404).
      void client.invalidateQueries({ queryKey: adminKeys.production(productionId) });
      void client.invalidateQueries({ queryKey: adminKeys.productions() });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
    },
  });
}

// --- Ticket types ------------------------------------------------------------------------------

export function useSaveTicketType(eventId: number) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TicketTypeBody }) =>
      id === null
        ? api.post<AdminPerformance>(`/admin/performances/${String(eventId)}/ticket-types`, body)
        : put<AdminPerformance>(`/admin/ticket-types/${String(id)}`, body),
    onSuccess: (performance, _input, _context, { client }) => {
      refreshPerformance(client, performance);
      // A seated performance's zones and concessions are its seats' prices too.
      void client.invalidateQueries({ queryKey: adminKeys.performanceSeats(eventId) });
    },
  });
}

export function useDeleteTicketType(eventId: number) {
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/ticket-types/${String(id)}`),
    onSettled: (_reply, _error, _id, _context, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) }),
        client.invalidateQueries({ queryKey: adminKeys.performanceSeats(eventId) }),
      ]),
  });
}

// --- Information blocks ------------------------------------------------------------------------

export function useProductionInfos(productionId: number) {
  return useQuery({
    queryKey: adminKeys.productionInfos(productionId),
    queryFn: ({ signal }) =>
      api.get<AdminEventInfo[]>(`/admin/productions/${String(productionId)}/infos`, { signal }),
    enabled: Number.isInteger(productionId) && productionId > 0,
    staleTime: 10_000,
  });
}

export function useSaveEventInfo(productionId: number) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: EventInfoBody }) =>
      id === null
        ? api.post<AdminEventInfo[]>(`/admin/productions/${String(productionId)}/infos`, body)
        : put<AdminEventInfo[]>(`/admin/event-infos/${String(id)}`, body),
    onSuccess: (infos, _input, _context, { client }) => {
      client.setQueryData(adminKeys.productionInfos(productionId), infos);
      void client.invalidateQueries({ queryKey: adminKeys.production(productionId) });
    },
  });
}

export function useDeleteEventInfo(productionId: number) {
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/event-infos/${String(id)}`),
    onSettled: (_reply, _error, _id, _context, { client }) => {
      void client.invalidateQueries({ queryKey: adminKeys.productionInfos(productionId) });
      void client.invalidateQueries({ queryKey: adminKeys.production(productionId) });
    },
  });
}
