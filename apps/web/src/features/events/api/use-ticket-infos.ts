import { useQuery } from '@tanstack/react-query';
import type { TicketInfo } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { eventKeys } from './event-keys';
import { isRefetch } from '../../../lib/background-fetch';

/** GET /api/events/{id}/ticket-infos: prices and availability, kept fresh (they change with sales). */
export function useTicketInfos(eventId: number | undefined) {
  return useQuery({
    queryKey: eventKeys.tickets(eventId ?? 0),
    queryFn: ({ signal, ...context }) =>
      api.get<TicketInfo[]>(`/events/${String(eventId)}/ticket-infos`, {
        signal,
        background: isRefetch(context),
      }),
    enabled: eventId !== undefined,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
