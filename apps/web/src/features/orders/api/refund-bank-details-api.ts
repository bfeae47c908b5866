import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  RefundBankDetails,
  RefundBankDetailsBody,
  RefundBankDetailsReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';

/*
 * A refused card refund's bank-details form (decision 0053): the e-mailed token is the only key.
 */

const detailsKey = (token: string) => ['refund-bank-details', token] as const;

const path = (token: string) => `/refund-bank-details/${encodeURIComponent(token)}`;

/** GET /refund-bank-details/{token}. */
export function useRefundBankDetails(token: string) {
  return useQuery({
    queryKey: detailsKey(token),
    queryFn: ({ signal }) => api.get<RefundBankDetails>(path(token), { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** PUT /refund-bank-details/{token}: the page then shows the details as received. */
export function useSubmitRefundBankDetails(token: string) {
  return useMutation({
    mutationFn: (body: RefundBankDetailsBody) =>
      api.request<RefundBankDetailsReply>(path(token), { method: 'PUT', body }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(detailsKey(token), reply.details);
    },
    onError: (_error, _body, _context, { client }) => {
      // Settled meanwhile (409): the page shows it.
      void client.invalidateQueries({ queryKey: detailsKey(token) });
    },
  });
}
