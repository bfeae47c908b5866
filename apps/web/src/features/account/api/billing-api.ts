import { useMutation } from '@tanstack/react-query';
import type { BillingData, BillingDataBody, MessageReply } from '@theatre/contracts';
import { billingKeys } from '../../../components/billing/billing-api';
import { api } from '../../../lib/api-client';

interface SaveBillingReply extends MessageReply {
  data: BillingData;
}

/** POST /billing-data/update → 202 `{ message, data }`. */
export function useSaveBillingData() {
  return useMutation({
    mutationFn: (body: BillingDataBody) => api.post<SaveBillingReply>('/billing-data/update', body),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(billingKeys.data, reply.data);
    },
  });
}
