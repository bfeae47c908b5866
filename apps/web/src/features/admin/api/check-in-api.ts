import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CheckInBody,
  CheckInReply,
  CheckInSummary,
  CheckInUndoBody,
  CheckInUndoReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** How often the door's counts refresh by themselves. */
export const checkInRefreshMs = 10_000;

/**
 * GET /admin/check-in/:event_id: the performance, its valid and admitted tickets and the doors used
 * so far; refreshed every 10 s. A 404 is the page's own state (no toast).
 */
export function useCheckInSummary(eventId: number) {
  return useQuery({
    queryKey: adminKeys.checkIn(eventId),
    queryFn: ({ signal }) =>
      api.get<CheckInSummary>(`/admin/check-in/${String(eventId)}`, {
        signal,
        handles: ['event_not_found'],
      }),
    staleTime: 5_000,
    refetchInterval: checkInRefreshMs,
  });
}

/**
 * POST /admin/check-in: one scan. Every outcome of a scan is a 200 with a result; the page answers
 * a malformed code (422) under the input and a missing performance (404) itself, so the error
 * catalogue stays quiet for those. The counts refresh after every answer.
 */
export function useCheckIn() {
  return useMutation({
    mutationFn: (body: CheckInBody) =>
      api.post<CheckInReply>('/admin/check-in', body, {
        handles: ['validation_failed', 'event_not_found'],
      }),
    onSettled: (_reply, _error, body, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.checkIn(body.event_id) }),
  });
}

/** POST /admin/check-in/undo (administrators): clears an admission made by mistake. */
export function useUndoCheckIn() {
  return useMutation({
    mutationFn: (body: CheckInUndoBody) =>
      api.post<CheckInUndoReply>('/admin/check-in/undo', body, {
        handles: ['ticket_not_checked_in', 'ticket_not_found', 'event_not_found'],
      }),
    onSettled: (_reply, _error, body, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.checkIn(body.event_id) }),
  });
}
