import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoxOfficePerformance,
  BoxOfficeSaleBody,
  BoxOfficeSaleReply,
  CartReply,
  CashReport,
  DayCloseBody,
  DayCloseDetails,
  DayClosesReply,
  TicketPrintFormat,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { filenameOf, type DownloadedFile } from '../../../lib/download-file';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/*
 * The box office (decision 0017): a performance's ticket types for the desk, the box-office cart
 * (`/sale/{key}/...`: the shop's cart on the box-office channel), completing a sale paid at the
 * desk, the tickets to print, the cashier's cash report and day close, and every close
 * (administrators).
 */

/** GET /admin/box-office/performances/:id: refreshed every 15 s (what is left changes). */
export function useBoxOfficePerformance(eventId: number) {
  return useQuery({
    queryKey: adminKeys.boxOfficePerformance(eventId),
    queryFn: ({ signal, ...context }) =>
      api.get<BoxOfficePerformance>(`/admin/box-office/performances/${String(eventId)}`, {
        signal,
        background: isRefetch(context),
        handles: ['event_not_found'],
      }),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** GET /cart/get-key: a new cart key (the cart is created by its first ticket). */
export async function newCartKey(): Promise<string> {
  const reply = await api.get<{ cart_key: string }>('/cart/get-key');
  return reply.cart_key;
}

/** The cart's own states the sale screen answers itself (no toast). */
const cartStates = ['invalid_cart_key', 'cart_expired'];

/** GET /sale/{key}: the box-office cart's lines and the time left of its hold. */
export function useSaleCart(key: string | null) {
  return useQuery({
    queryKey: adminKeys.saleCart(key ?? ''),
    queryFn: ({ signal }) =>
      api.get<CartReply>(`/sale/${key ?? ''}`, { signal, handles: cartStates }),
    enabled: key !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export interface SaleChange {
  key: string;
  /** add: one more; remove: one fewer; delete: the whole line. */
  kind: 'add' | 'remove' | 'delete';
  ticketTypeId: number;
  eventId: number;
}

/**
 * POST /sale/{key}/add | remove | delete: the cart's new lines replace the shown ones; what is left
 * of the performance is fetched again. A sold-out type or a limit is the server's toast (409); an
 * expired or spent cart is the screen's own state.
 */
export function useSaleChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: SaleChange) => {
      const body = { id: change.ticketTypeId, cart_key: change.key };
      if (change.kind !== 'add') {
        return api.post<CartReply>(`/sale/${change.key}/${change.kind}`, body, {
          handles: cartStates,
        });
      }
      try {
        return await api.post<CartReply>(`/sale/${change.key}/add`, body, {
          handles: [...cartStates, 'seat_selection_required'],
        });
      } catch (error) {
        // A seated performance: until the desk has its map, one more of a price is the best
        // free seat of it (the remove gives back the last seat of that price).
        if (!isApiError(error) || error.code !== 'seat_selection_required') throw error;
        return api.post<CartReply>(
          `/sale/${change.key}/best-available`,
          { ticket_type_id: change.ticketTypeId, quantity: 1, cart_key: change.key },
          { handles: cartStates },
        );
      }
    },
    onSuccess: (reply, change) => {
      client.setQueryData(adminKeys.saleCart(change.key), reply);
    },
    onSettled: (_reply, _error, change) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.boxOfficePerformance(change.eventId) }),
        client.invalidateQueries({ queryKey: adminKeys.performanceSeats(change.eventId) }),
      ]),
  });
}

/**
 * POST /sale/{key}/coupon: a coupon code on the desk cart (the shop's coupon rules); the reply
 * replaces the cart. A wrong, expired or used-up code is a 422 on `coupon_id` (too many: 429),
 * shown under the field.
 */
export function useSaleCoupon(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<CartReply>(
        `/sale/${key}/coupon`,
        { coupon_id: code.trim(), cart_key: key },
        {
          handles: [
            'validation_failed',
            'coupon_invalid',
            'coupon_not_applicable',
            'coupon_used',
            'coupon_attempts_exceeded',
            ...cartStates,
          ],
        },
      ),
    onSuccess: (reply) => {
      client.setQueryData(adminKeys.saleCart(key), reply);
    },
  });
}

/** POST /sale/{key}/coupon/delete: the desk cart gives its coupon back; the cart is read again. */
export function useRemoveSaleCoupon(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.post<null>(
        `/sale/${key}/coupon/delete`,
        { cart_key: key },
        { handles: cartStates },
      );
      return api.get<CartReply>(`/sale/${key}`, { handles: cartStates });
    },
    onSuccess: (reply) => {
      client.setQueryData(adminKeys.saleCart(key), reply);
    },
  });
}

/**
 * POST /admin/box-office/sales: the sale, paid at the desk. Field errors are shown under the
 * form's fields; a spent or expired cart by the screen.
 */
export function useCompleteSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoxOfficeSaleBody) =>
      api.post<BoxOfficeSaleReply>('/admin/box-office/sales', body, {
        handles: ['validation_failed', ...cartStates, 'cart_empty'],
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...adminKeys.boxOffice(), 'performance'] }),
        client.invalidateQueries({ queryKey: adminKeys.cashReport() }),
        client.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]),
  });
}

/**
 * GET /admin/orders/:id/tickets?format=: the sold tickets as a PDF, to print on A4, an 80 mm
 * thermal printer or ticket stock (decision 0044). The sale renders them before
 * it answers; should they not be ready yet (409 `document_not_ready`), this asks again every
 * second and a half, for up to a minute, while the screen says they are being prepared.
 */
export function useSaleTickets(orderId: number | null, format: TicketPrintFormat = 'a4') {
  return useQuery({
    queryKey: [...adminKeys.saleTickets(orderId ?? 0), format],
    queryFn: async ({ signal }): Promise<DownloadedFile> => {
      const response = await api.get<Response>(`/admin/orders/${String(orderId ?? 0)}/tickets`, {
        raw: true,
        query: { format },
        signal,
        handles: ['document_not_ready'],
      });
      return {
        blob: await response.blob(),
        filename:
          filenameOf(response.headers.get('content-disposition')) ??
          `tickets-${String(orderId ?? 0)}.pdf`,
      };
    },
    enabled: orderId !== null,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: (count, error) =>
      isApiError(error) && error.code === 'document_not_ready' ? count < 40 : count < 2,
    retryDelay: 1_500,
  });
}

/** GET /admin/box-office/cash-report: the caller's open shift, refreshed every 30 s. */
export function useCashReport() {
  return useQuery({
    queryKey: adminKeys.cashReport(),
    queryFn: ({ signal, ...context }) =>
      api.get<CashReport>('/admin/box-office/cash-report', {
        signal,
        background: isRefetch(context),
      }),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

/** POST /admin/box-office/day-closes: closes the caller's day; the report starts empty again. */
export function useCloseDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DayCloseBody) =>
      api.post<DayCloseDetails>('/admin/box-office/day-closes', body, {
        handles: ['validation_failed', 'day_close_conflict', 'day_close_empty'],
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.boxOffice() }),
  });
}

export interface DayClosesFilter {
  staff_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /admin/box-office/day-closes (administrators): every cashier's closes, newest first. */
export function useDayCloses(filter: DayClosesFilter, enabled = true) {
  const query = { staff_id: filter.staff_id, from: filter.from, to: filter.to };
  return useQuery({
    queryKey: adminKeys.dayCloseList(query),
    queryFn: ({ signal }) =>
      api.get<DayClosesReply>('/admin/box-office/day-closes', { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** GET /admin/box-office/day-closes/:id (administrators): a close with its entries. */
export function useDayClose(closeId: number) {
  return useQuery({
    queryKey: adminKeys.dayClose(closeId),
    queryFn: ({ signal }) =>
      api.get<DayCloseDetails>(`/admin/box-office/day-closes/${String(closeId)}`, {
        signal,
        handles: ['day_close_not_found'],
      }),
    staleTime: 60_000,
  });
}

/** A seat call of the desk: hold or give back seats, or hold the best N of a price. */
export type SeatCall =
  | { kind: 'hold'; key: string; eventId: number; seatIds: number[]; ticketTypeId?: number }
  | { kind: 'release'; key: string; eventId: number; seatIds: number[] }
  | { kind: 'best'; key: string; eventId: number; ticketTypeId: number; quantity: number };

/**
 * POST /sale/{key}/seats | seats/remove | best-available: the desk's cart on a seated
 * performance. The cart's new lines replace the shown ones; the seats and what is left are read
 * again. A seat taken meanwhile is the server's toast; too few seats side by side (409
 * `not_enough_adjacent_seats`) is the form's own message.
 */
export function useSaleSeats() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: SeatCall) => {
      const base = `/sale/${call.key}`;
      switch (call.kind) {
        case 'hold':
          return api.post<CartReply>(
            `${base}/seats`,
            {
              cart_key: call.key,
              seat_ids: call.seatIds,
              event_id: call.eventId,
              ...(call.ticketTypeId === undefined ? {} : { ticket_type_id: call.ticketTypeId }),
            },
            { handles: cartStates },
          );
        case 'release':
          return api.post<CartReply>(
            `${base}/seats/remove`,
            { cart_key: call.key, seat_ids: call.seatIds, event_id: call.eventId },
            { handles: cartStates },
          );
        case 'best':
          return api.post<CartReply>(
            `${base}/best-available`,
            { cart_key: call.key, ticket_type_id: call.ticketTypeId, quantity: call.quantity },
            { handles: [...cartStates, 'not_enough_adjacent_seats'] },
          );
      }
    },
    onSuccess: (reply, call) => {
      client.setQueryData(adminKeys.saleCart(call.key), reply);
    },
    onSettled: (_reply, _error, call) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.boxOfficePerformance(call.eventId) }),
        client.invalidateQueries({ queryKey: adminKeys.performanceSeats(call.eventId) }),
      ]),
  });
}
