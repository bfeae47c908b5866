import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdminSeatMapInfo,
  AdminVenue,
  SeatMapFormat,
  SeatMapImportWarning,
  SeatMapSavedInfo,
} from '@theatre/contracts';
import type { SeatMapDocument } from '@theatre/seating';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download-file';
import { adminKeys } from '../shared/admin-keys';

/*
 * A hall's seat map in the back office (administrators): read, saved, imported from a file and
 * exported. A hall without a map answers 404 `seat_map_not_found`: the editor starts empty. A
 * save's or an import's 422 is shown by the editor itself, problem by problem.
 */

export type HallSeatMap = AdminSeatMapInfo & { document: SeatMapDocument };
export type SavedSeatMap = SeatMapSavedInfo & { document: SeatMapDocument };
export interface ImportedSeatMap {
  document: SeatMapDocument;
  warnings: SeatMapImportWarning[];
}

const seatMapKey = (hallId: number) => [...adminKeys.programme(), 'seat-map', hallId] as const;
const path = (hallId: number) => `/admin/halls/${String(hallId)}/seat-map`;

/** The hall's map, or null for a hall that has none yet. */
export function useHallSeatMap(hallId: number) {
  return useQuery({
    queryKey: seatMapKey(hallId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<HallSeatMap>(path(hallId), {
          signal,
          handles: ['seat_map_not_found', 'hall_not_found'],
        });
      } catch (error) {
        if (isApiError(error) && error.code === 'seat_map_not_found') return null;
        throw error;
      }
    },
    // The editor keeps its own copy while it is open: a refetch must not replace the work.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isApiError(error) && count < 2,
  });
}

/** The hall's names and venue, from the venues list (the page's title). */
export function useHallNames(hallId: number) {
  return useQuery({
    queryKey: adminKeys.venues(),
    queryFn: ({ signal }) => api.get<AdminVenue[]>('/admin/venues', { signal }),
    staleTime: 60_000,
    select: (venues) => {
      for (const venue of venues) {
        const hall = venue.halls.find((candidate) => candidate.id === hallId);
        if (hall) return { venue, hall };
      }
      return null;
    },
  });
}

/** A saved map changes the hall's capacity and the performances that took it. */
function refresh(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminKeys.venues() });
  void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
}

export function useSaveSeatMap(hallId: number) {
  return useMutation({
    mutationFn: (document: SeatMapDocument) =>
      api.request<SavedSeatMap>(path(hallId), {
        method: 'PUT',
        body: document,
        handles: ['validation_failed'],
      }),
    onSuccess: (saved, _document, _context, { client }) => {
      client.setQueryData(seatMapKey(hallId), saved);
      refresh(client);
    },
  });
}

export function useImportSeatMap(hallId: number) {
  return useMutation({
    mutationFn: (input: { format: SeatMapFormat; content: string }) =>
      api.post<ImportedSeatMap>(`${path(hallId)}/import`, input, {
        handles: ['validation_failed'],
      }),
  });
}

const extensions: Record<SeatMapFormat, string> = {
  theatre: 'json',
  pretix: 'json',
  csv: 'csv',
};

/** Downloads the hall's saved map in a format (the server names the file). */
export function exportSeatMap(hallId: number, format: SeatMapFormat): Promise<void> {
  return downloadFile(
    `${path(hallId)}/export?format=${format}`,
    `seat-map-${String(hallId)}-${format}.${extensions[format]}`,
  );
}

/** A 422's problems as `[where, message]` pairs; anything else: null. */
export function problemsOf(error: unknown): [string, string][] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
    messages.map((message): [string, string] => [field, message]),
  );
}
