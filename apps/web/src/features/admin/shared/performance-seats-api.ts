import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPerformanceSeatsReply, SeatAssignmentBody } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-error';
import { adminKeys } from './admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/*
 * A seated performance's seats in the back office (decision 0036): zones, blocks and states, read
 * by the programme's seat panel and the box office's map; painted and blocked by administrators.
 */

/**
 * GET /admin/performances/:id/seats. A general-admission performance answers 404
 * `seat_map_not_found`: the caller shows no map (no toast). Refreshed every `refreshMs`.
 */
export function usePerformanceSeats(eventId: number, refreshMs: number | false = false) {
  return useQuery({
    queryKey: adminKeys.performanceSeats(eventId),
    queryFn: ({ signal, ...context }) =>
      api.get<AdminPerformanceSeatsReply>(`/admin/performances/${String(eventId)}/seats`, {
        signal,
        background: isRefetch(context),
        handles: ['seat_map_not_found', 'event_not_found'],
      }),
    staleTime: 3_000,
    refetchInterval: refreshMs,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** POST /admin/performances/:id/seats: the answer replaces the shown seats. */
export function useAssignSeats(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatAssignmentBody) =>
      api.post<AdminPerformanceSeatsReply>(`/admin/performances/${String(eventId)}/seats`, body),
    onSuccess: (reply) => {
      client.setQueryData(adminKeys.performanceSeats(eventId), reply);
      // The zones' capacities follow their seats: the performance's ticket types change too.
      void client.invalidateQueries({ queryKey: adminKeys.programme() });
    },
  });
}
