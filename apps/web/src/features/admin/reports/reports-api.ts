import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ClientErrorsReply,
  ExportDateBasis,
  ExportFormat,
  ExportKind,
  RevenueReport,
  SalesReport,
  SeatedPerformancesReply,
  SeatReport,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { fetchFileWithProgress, saveFile } from '../../../lib/download-file';
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

/** What the export form asks for (GET /admin/exports/{kind}). */
export interface ExportRequest {
  kind: ExportKind;
  from: string;
  to: string;
  date: ExportDateBasis;
  format: ExportFormat;
}

/**
 * GET /admin/exports/{kind}: the file streamed, the bytes received told as they come, then saved
 * under the server's file name (in the page's language, with the period and the date basis).
 */
export async function downloadExport(
  request: ExportRequest,
  onBytes: (bytes: number) => void,
): Promise<string> {
  const { kind, format, ...rest } = request;
  const query = new URLSearchParams({ ...rest, format }).toString();
  const file = await fetchFileWithProgress(
    `/admin/exports/${kind}?${query}`,
    `${kind}-${request.date}-${request.from}_${request.to}.${format}`,
    onBytes,
  );
  saveFile(file);
  return file.filename;
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
