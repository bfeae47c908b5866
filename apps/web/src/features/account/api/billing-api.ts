import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  BillingData,
  BillingDataBody,
  Country,
  MessageReply,
  TaxpayerReply,
} from '@theatre/contracts';
import { api, getStatic } from '../../../lib/api-client';
import { accountKeys, referenceKeys } from './account-keys';

/** GET /billing-data: the saved data, or defaults (the user's name, country HU). */
export function useBillingData() {
  return useQuery({
    queryKey: accountKeys.billing(),
    queryFn: ({ signal }) => api.get<BillingData>('/billing-data', { signal }),
    staleTime: 60_000,
    // The editor must not be reset under the visitor's hands by a background refetch.
    refetchOnWindowFocus: false,
  });
}

interface SaveBillingReply extends MessageReply {
  data: BillingData;
}

/** POST /billing-data/update → 202 `{ message, data }`. */
export function useSaveBillingData() {
  return useMutation({
    mutationFn: (body: BillingDataBody) => api.post<SaveBillingReply>('/billing-data/update', body),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(accountKeys.billing(), reply.data);
    },
  });
}

/** POST /tax_number_validate → 200 the taxpayer's data, or 422 errors.tax_number. */
export function useTaxNumberLookup() {
  return useMutation({
    mutationFn: (taxNumber: string) =>
      api.post<TaxpayerReply>('/tax_number_validate', { tax_number: taxNumber }),
  });
}

/** `/storage/countries.json`: `{ code, name_hu, name_en }`, Hungary first (static, cached long). */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: ({ signal }) => getStatic<Country[]>('/countries.json', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
