import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  MovePerformanceBody,
  MovePerformanceReply,
  PerformanceMoves,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/*
 * Moving a performance to a new date (decision 0048): the move, and the moves with the e-mails'
 * progress, polled while one is running.
 */

const movesKey = (eventId: number) =>
  [...adminKeys.programmePerformance(eventId), 'moves'] as const;

export function usePerformanceMoves(eventId: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: movesKey(eventId),
    queryFn: ({ signal, ...context }) =>
      api.get<PerformanceMoves>(`/admin/performances/${String(eventId)}/moves`, {
        signal,
        background: isRefetch(context),
      }),
    refetchInterval: (state) =>
      state.state.data?.moves.some((move) => move.status === 'running') ? 2_000 : false,
  });
  const running = query.data?.moves.some((move) => move.status === 'running') ?? false;
  const was = useRef(running);
  useEffect(() => {
    if (was.current && !running) {
      void client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) });
    }
    was.current = running;
  }, [client, eventId, running]);
  return query;
}

export function useMovePerformance(eventId: number) {
  return useMutation({
    mutationFn: (body: MovePerformanceBody) =>
      api.post<MovePerformanceReply>(`/admin/performances/${String(eventId)}/move`, body),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData<PerformanceMoves>(movesKey(eventId), (old) => ({
        moves: [reply.move, ...(old?.moves ?? []).filter((move) => move.id !== reply.move.id)],
      }));
      void client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
    },
  });
}
