import type { EventDetails, EventSummary } from '@theatre/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface EventsState {
  /** Kept in the browser (docs/product.md §3): the list and the selected event. */
  events: EventSummary[];
  selectedEvent: EventDetails | null;
  setEvents: (events: EventSummary[]) => void;
  selectEvent: (event: EventDetails | null) => void;
}

export const useEventsStore = create<EventsState>()(
  persist(
    (set) => ({
      events: [],
      selectedEvent: null,
      setEvents: (events) => {
        set({ events });
      },
      selectEvent: (selectedEvent) => {
        set({ selectedEvent });
      },
    }),
    {
      name: 'jegy-events',
      // 2: events carry `poster_sources` (decision 0059).
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ events: state.events, selectedEvent: state.selectedEvent }),
      // An older list is dropped: the programme reloads it in a moment.
      migrate: () => ({ events: [], selectedEvent: null }),
    },
  ),
);
