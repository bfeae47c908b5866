import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillingData, Country, TaxpayerReply } from '@theatre/contracts';
import { api, getStatic } from '../../lib/api-client';

/**
 * Query keys of the billing calls the profile and the checkout share. The saved billing data is
 * the user's (under `['account', …]`, dropped when the session changes); the countries are not.
 */
export const billingKeys = {
  data: ['account', 'billing'] as const,
  countries: ['reference', 'countries'] as const,
};

/** GET /billing-data: the saved data, or defaults (the user's name, country HU). */
export function useBillingData({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.data,
    queryFn: ({ signal }) => api.get<BillingData>('/billing-data', { signal }),
    enabled,
    staleTime: 60_000,
    // A form must not be reset under the visitor's hands by a background refetch.
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /tax_number_validate → 200 the taxpayer's data, or 422 errors.tax_number; 422
 * `tax_number_unknown` (NAV does not know the number) is the form's neutral note, never a toast.
 */
export function useTaxNumberLookup() {
  return useMutation({
    mutationFn: (taxNumber: string) =>
      api.post<TaxpayerReply>(
        '/tax_number_validate',
        { tax_number: taxNumber },
        { handles: ['tax_number_unknown'] },
      ),
  });
}

/** `/storage/countries.json`: `{ code, name_hu, name_en }`, Hungary first (static, cached long). */
export function useCountries() {
  return useQuery({
    queryKey: billingKeys.countries,
    queryFn: ({ signal }) => getStatic<Country[]>('/countries.json', { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
