import { useMutation, type QueryClient } from '@tanstack/react-query';
import type {
  PerformanceCopiesBody,
  PerformanceCopiesReply,
  PerformanceSeriesBody,
  PerformanceSeriesPreview,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/*
 * Copies of a performance and weekly series (decision 0041). A 422 is the form's own, field by
 * field; a 404 goes through the error catalogue.
 */

/** New performances show on their production's page, the lists and the overview. */
function refreshLists(client: QueryClient, productionId: number) {
  void client.invalidateQueries({ queryKey: adminKeys.production(productionId) });
  void client.invalidateQueries({ queryKey: adminKeys.productions() });
  void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
}

export function useCopyPerformance(eventId: number, productionId: number) {
  return useMutation({
    mutationFn: (body: PerformanceCopiesBody) =>
      api.post<PerformanceCopiesReply>(`/admin/performances/${String(eventId)}/copies`, body),
    onSuccess: (_reply, _body, _context, { client }) => {
      refreshLists(client, productionId);
    },
  });
}

/** The starts a weekly pattern makes; nothing is created. */
export function usePreviewSeries(eventId: number) {
  return useMutation({
    mutationFn: (body: PerformanceSeriesBody) =>
      api.post<PerformanceSeriesPreview>(`/admin/performances/${String(eventId)}/series`, {
        ...body,
        preview: true,
      }),
  });
}

export function useCreateSeries(eventId: number, productionId: number) {
  return useMutation({
    mutationFn: (body: PerformanceSeriesBody) =>
      api.post<PerformanceCopiesReply>(`/admin/performances/${String(eventId)}/series`, {
        ...body,
        preview: false,
      }),
    onSuccess: (_reply, _body, _context, { client }) => {
      refreshLists(client, productionId);
    },
  });
}
