import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffPerformance } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/performances: the performances from a day for some days, with their sales. */
export function useStaffPerformances(from: string, days: number) {
  return useQuery({
    queryKey: adminKeys.performances(from, days),
    queryFn: ({ signal }) =>
      api.get<StaffPerformance[]>('/admin/performances', { query: { from, days }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
