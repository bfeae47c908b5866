import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CheckInBody,
  CheckInReply,
  CheckInSummary,
  CheckInUndoBody,
  CheckInUndoReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/** How often the door's counts refresh by themselves. */
export const checkInRefreshMs = 10_000;

/**
 * GET /admin/check-in/:event_id: the performance, its valid and admitted tickets and the doors used
 * so far; refreshed every 10 s. A 404 is the page's own state (no toast).
 */
export function useCheckInSummary(eventId: number) {
  return useQuery({
    queryKey: adminKeys.checkIn(eventId),
    queryFn: ({ signal, ...context }) =>
      api.get<CheckInSummary>(`/admin/check-in/${String(eventId)}`, {
        signal,
        background: isRefetch(context),
        handles: ['event_not_found'],
      }),
    staleTime: 5_000,
    refetchInterval: checkInRefreshMs,
  });
}

/**
 * How long a scan waits for its answer. Short: the attendant needs an answer, or to know there is
 * none, while the guest is still at the door (the API client's 30 s is for pages). A scan whose
 * answer is late is kept and sent again with its scan_id, which the server answers once.
 */
export const checkInTimeoutMs = 5_000;

/**
 * POST /admin/check-in: one scan, with the door's id of it. Every outcome of a scan is a 200 with a
 * result; the door answers a malformed code (422) and a missing performance (404) itself, so the
 * error catalogue stays quiet for those. Not a TanStack mutation: those wait, paused, while the
 * browser is offline, and the door must say at once that it has no answer.
 */
export function postCheckIn(body: CheckInBody): Promise<CheckInReply> {
  return api.post<CheckInReply>('/admin/check-in', body, {
    handles: ['validation_failed', 'event_not_found'],
    timeoutMs: checkInTimeoutMs,
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
