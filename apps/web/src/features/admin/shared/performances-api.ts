import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffPerformance } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { isRefetch } from '../../../lib/background-fetch';
import { adminKeys } from './admin-keys';

/** GET /admin/performances: the performances from a day for some days, with their sales. */
export function useStaffPerformances(from: string, days: number) {
  return useQuery({
    queryKey: adminKeys.performances(from, days),
    queryFn: ({ signal, ...context }) =>
      api.get<StaffPerformance[]>('/admin/performances', {
        query: { from, days },
        signal,
        background: isRefetch(context),
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
