import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminVenue, HallBody, HallUpdateBody, VenueBody } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/*
 * Venues and their halls (administrators). A form answers a 422 itself, field by field; 404 and
 * 409 (a venue or hall that has performances) go through the error catalogue (a toast with the
 * server's words).
 */

const put = <T>(path: string, body: unknown) => api.request<T>(path, { method: 'PUT', body });

/** A change of a venue or hall shows on the list, and on every programme page naming it. */
function refreshProgramme(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminKeys.programme() });
  // The overview's, the box office's and the door's performance lists.
  void client.invalidateQueries({ queryKey: [...adminKeys.all, 'performances'] });
}

export function useVenues() {
  return useQuery({
    queryKey: adminKeys.venues(),
    queryFn: ({ signal }) => api.get<AdminVenue[]>('/admin/venues', { signal }),
    staleTime: 60_000,
  });
}

export function useSaveVenue() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: VenueBody }) =>
      id === null
        ? api.post<AdminVenue>('/admin/venues', body)
        : put<AdminVenue>(`/admin/venues/${String(id)}`, body),
    onSuccess: (_venue, _input, _context, { client }) => {
      refreshProgramme(client);
    },
  });
}

export function useDeleteVenue() {
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/venues/${String(id)}`),
    onSettled: (_reply, _error, _id, _context, { client }) => {
      refreshProgramme(client);
    },
  });
}

export function useSaveHall() {
  return useMutation({
    mutationFn: ({
      id,
      venueId,
      body,
    }: {
      id: number | null;
      venueId: number;
      body: HallBody | HallUpdateBody;
    }) =>
      id === null
        ? api.post<AdminVenue>(`/admin/venues/${String(venueId)}/halls`, body)
        : put<AdminVenue>(`/admin/halls/${String(id)}`, body),
    onSuccess: (_venue, _input, _context, { client }) => {
      refreshProgramme(client);
    },
  });
}

export function useDeleteHall() {
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/admin/halls/${String(id)}`),
    onSettled: (_reply, _error, _id, _context, { client }) => {
      refreshProgramme(client);
    },
  });
}
