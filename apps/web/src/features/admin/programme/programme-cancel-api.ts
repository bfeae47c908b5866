import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  CancelPerformanceBody,
  CancelPerformanceReply,
  PerformanceCancellation,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/*
 * Cancelling a whole performance (decision 0047): the cancel, and the refunds' progress, polled
 * while the job has work left.
 */

const cancellationKey = (eventId: number) =>
  [...adminKeys.programmePerformance(eventId), 'cancellation'] as const;

export function usePerformanceCancellation(eventId: number, cancelled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: cancellationKey(eventId),
    queryFn: ({ signal, ...context }) =>
      api.get<PerformanceCancellation>(`/admin/performances/${String(eventId)}/cancellation`, {
        signal,
        background: isRefetch(context),
      }),
    enabled: cancelled,
    refetchInterval: (state) => (state.state.data?.status === 'running' ? 2_000 : false),
  });
  // Once the refunds are through, the performance's sold and held figures changed too.
  const status = query.data?.status;
  const was = useRef(status);
  useEffect(() => {
    if (was.current === 'running' && status !== undefined && status !== 'running') {
      void client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) });
    }
    was.current = status;
  }, [client, eventId, status]);
  return query;
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
