import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ClientErrorsReply,
  RevenueReport,
  SalesReport,
  SeatedPerformancesReply,
  SeatReport,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { adminKeys } from '../shared/admin-keys';

/** GET /admin/reports/sales: the performances starting in the range, per ticket type. */
export function useSalesReport(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.salesReport(from, to),
    queryFn: ({ signal }) =>
      api.get<SalesReport>('/admin/reports/sales', { query: { from, to }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /admin/reports/revenue: the money of the orders paid in the range, per day and channel. */
export function useRevenueReport(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.revenueReport(from, to),
    queryFn: ({ signal }) =>
      api.get<RevenueReport>('/admin/reports/revenue', { query: { from, to }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /admin/reports/seating: the seated performances starting in the range. */
export function useSeatedPerformances(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.seatedPerformances(from, to),
    queryFn: ({ signal }) =>
      api.get<SeatedPerformancesReply>('/admin/reports/seating', { query: { from, to }, signal }),
    staleTime: 30_000,
  });
}

/** GET /admin/reports/seating/:id: a seated performance's seats by state, occupancy by section. */
export function useSeatReport(eventId: number | null) {
  return useQuery({
    queryKey: adminKeys.seatReport(eventId ?? 0),
    queryFn: ({ signal }) => api.get<SeatReport>(`/admin/reports/seating/${eventId}`, { signal }),
    enabled: eventId !== null,
    staleTime: 15_000,
  });
}

/** GET /admin/reports/sales.csv: saved under the server's file name (in the page's language). */
export function downloadSalesCsv(from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to }).toString();
  return downloadFile(`/admin/reports/sales.csv?${query}`, `sales-${from}_${to}.csv`);
}

/** GET /admin/client-errors: the browsers' error reports, newest first, 50 a page. */
export function useClientErrors(page: number) {
  return useQuery({
    queryKey: adminKeys.clientErrors(page),
    queryFn: ({ signal }) =>
      api.get<ClientErrorsReply>('/admin/client-errors', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
