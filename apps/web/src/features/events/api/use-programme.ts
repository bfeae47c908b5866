import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@theatre/contracts';
import { useEffect } from 'react';
import { getStatic } from '../../../lib/api-client';
import { readBootData } from '../../../lib/boot-data';
import { useEventsStore } from '../stores/events-store';
import { eventKeys } from './event-keys';

/**
 * The programme: `/storage/programs.json` (spec: "used as the events list"), revalidated with its
 * ETag. The persisted list shows at once on a return visit while the file is checked.
 */
export function useProgramme() {
  const setEvents = useEventsStore((state) => state.setEvents);
  const query = useQuery<EventSummary[]>({
    queryKey: eventKeys.programme(),
    queryFn: ({ signal }) => getStatic<EventSummary[]>('/programs.json', { signal }),
    // On the home page the server inlines the programme; the persisted copy covers the rest.
    initialData: () => readBootData('boot-programme'),
    placeholderData: () => {
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
