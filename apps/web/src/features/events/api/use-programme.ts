import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@theatre/contracts';
import { useEffect } from 'react';
import { api, getStatic } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { isRefetch } from '../../../lib/background-fetch';
import { readBootData } from '../../../lib/boot-data';
import { useEventsStore } from '../stores/events-store';
import { eventKeys } from './event-keys';

function fetchPublicProgramme(signal: AbortSignal): Promise<EventSummary[]> {
  return getStatic<EventSummary[]>('/programs.json', { signal });
}

/**
 * GET /get-vip-tickets `{ data }` (docs/product.md §6), VIP-only performances included. A 403 (the
 * flag was taken away since the sign-in) falls back to the public programme.
 */
async function fetchVipProgramme(
  signal: AbortSignal,
  background: boolean,
): Promise<EventSummary[]> {
  try {
    const reply = await api.get<{ data: EventSummary[] }>('/get-vip-tickets', {
      signal,
      background,
    });
    return reply.data;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return fetchPublicProgramme(signal);
    throw error;
  }
}

function publicPlaceholder(): EventSummary[] | undefined {
  const events = readBootData('boot-programme') ?? useEventsStore.getState().events;
  return events.length > 0 ? events : undefined;
}

/**
 * The programme: `/storage/programs.json` (spec: "used as the events list"), revalidated with its
 * ETag. The persisted list shows at once on a return visit while the file is checked. A VIP's list
 * comes from the API instead; everyone else's first load is unchanged. Until it arrives the VIP
 * sees the public list.
 */
export function useProgramme({ vip = false }: { vip?: boolean } = {}) {
  const setEvents = useEventsStore((state) => state.setEvents);
  const query = useQuery<EventSummary[]>({
    queryKey: vip ? eventKeys.vipProgramme() : eventKeys.programme(),
    queryFn: ({ signal, ...context }) =>
      vip ? fetchVipProgramme(signal, isRefetch(context)) : fetchPublicProgramme(signal),
    // On the home page the server inlines the public programme; the persisted copy covers the rest.
    initialData: vip ? undefined : () => readBootData('boot-programme'),
    placeholderData: vip
      ? publicPlaceholder
      : () => {
          const events = useEventsStore.getState().events;
          return events.length > 0 ? events : undefined;
        },
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setEvents(query.data);
  }, [query.data, query.isPlaceholderData, setEvents]);
  return query;
}
