import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ComplimentaryAllowanceBody,
  ComplimentaryIssueBody,
  ComplimentaryIssueReply,
  ComplimentaryOverview,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/*
 * A performance's complimentary tickets (decision 0045): its allowance, what was issued, and the
 * issue. A 422 is the form's own, field by field; a 409 (sold out, seats taken) goes through the
 * error catalogue.
 */

const keyOf = (eventId: number) => [...adminKeys.programmePerformance(eventId), 'complimentary'];
const pathOf = (eventId: number) => `/admin/performances/${String(eventId)}/complimentary`;

export function useComplimentary(eventId: number) {
  return useQuery({
    queryKey: keyOf(eventId),
    queryFn: ({ signal }) => api.get<ComplimentaryOverview>(pathOf(eventId), { signal }),
    staleTime: 5_000,
  });
}

/** The allowance and the issued tickets change the performance's sold counts and the orders. */
function refresh(client: QueryClient, eventId: number) {
  void client.invalidateQueries({ queryKey: adminKeys.programmePerformance(eventId) });
  void client.invalidateQueries({ queryKey: adminKeys.orders() });
}

export function useSetComplimentaryAllowance(eventId: number) {
  return useMutation({
    mutationFn: (body: ComplimentaryAllowanceBody) =>
      api.request<ComplimentaryOverview>(`${pathOf(eventId)}/allowance`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(keyOf(eventId), reply);
    },
  });
}

export function useIssueComplimentary(eventId: number) {
  return useMutation({
    mutationFn: (body: ComplimentaryIssueBody) =>
      api.post<ComplimentaryIssueReply>(pathOf(eventId), body),
    onSuccess: (_reply, _body, _context, { client }) => {
      refresh(client, eventId);
    },
  });
}
