import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CancelPerformanceBody,
  CancelPerformanceReply,
  PerformanceCancellation,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/*
 * Cancelling a whole performance (decision 0047): the cancel, and the refunds' progress, polled
 * while the job has work left.
 */

const cancellationKey = (eventId: number) =>
  [...adminKeys.programmePerformance(eventId), 'cancellation'] as const;

export function usePerformanceCancellation(eventId: number, cancelled: boolean) {
  return useQuery({
    queryKey: cancellationKey(eventId),
    queryFn: ({ signal }) =>
      api.get<PerformanceCancellation>(`/admin/performances/${String(eventId)}/cancellation`, {
        signal,
      }),
    enabled: cancelled,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 2_000 : false),
  });
}

export function useCancelPerformance(eventId: number) {
  return useMutation({
    mutationFn: (body: CancelPerformanceBody) =>
      api.post<CancelPerformanceReply>(`/admin/performances/${String(eventId)}/cancel`, body),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(cancellationKey(eventId), reply.cancellation);
      void client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
      void client.invalidateQueries({ queryKey: adminKeys.orders() });
    },
  });
}
