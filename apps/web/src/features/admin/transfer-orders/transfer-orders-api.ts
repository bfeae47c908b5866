import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoxOfficePerformance,
  CancelOrderBody,
  MarkTransferPaidBody,
  MessageReply,
  TransferOrderBody,
  TransferOrderDetails,
  TransferOrderReply,
  TransferOrderStatus,
  TransferOrdersReply,
  TransferSettings,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { adminKeys } from '../shared/admin-keys';

/*
 * Group orders paid by bank transfer (decision 0046): the list, one order, taking one, its
 * pro-forma, recording its payment and cancelling it (the orders' cancel). Cashier and
 * administrator.
 */

/** GET /admin/transfer-orders: newest first, 50 a page, optionally of one status. */
export function useTransferOrders(status: TransferOrderStatus | '', page: number) {
  return useQuery({
    queryKey: adminKeys.transferOrderList(status, page),
    queryFn: ({ signal }) =>
      api.get<TransferOrdersReply>('/admin/transfer-orders', {
        query: { ...(status ? { status } : {}), page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /admin/transfer-orders/:id; a 404 is the page's own state (no toast). */
export function useTransferOrder(orderId: number) {
  return useQuery({
    queryKey: adminKeys.transferOrder(orderId),
    queryFn: ({ signal }) =>
      api.get<TransferOrderDetails>(`/admin/transfer-orders/${String(orderId)}`, {
        signal,
        handles: ['order_not_found'],
      }),
    enabled: orderId > 0,
    staleTime: 5_000,
  });
}

/**
 * GET /admin/settings/transfer: the default payment term (shown as the form's hint); the setting
 * is the administrators', so a cashier's form does not ask.
 */
export function useTransferSettings(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: adminKeys.transferSettings(),
    queryFn: ({ signal }) => api.get<TransferSettings>('/admin/settings/transfer', { signal }),
    staleTime: 60_000,
  });
}

/** GET /admin/box-office/performances/:id: a performance's ticket types and what is left. */
export function useGroupPerformance(eventId: number | null) {
  return useQuery({
    queryKey: adminKeys.boxOfficePerformance(eventId ?? 0),
    queryFn: ({ signal }) =>
      api.get<BoxOfficePerformance>(`/admin/box-office/performances/${String(eventId ?? 0)}`, {
        signal,
      }),
    enabled: eventId !== null,
    staleTime: 15_000,
  });
}

/** After a change, every list, the order and the orders' pages ask again. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.transferOrders() });
    void client.invalidateQueries({ queryKey: adminKeys.orders() });
    void client.invalidateQueries({ queryKey: adminKeys.boxOffice() });
  };
}

/** POST /admin/transfer-orders: 422 under the fields, 409 the form's own message. */
export function useCreateTransferOrder() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TransferOrderBody) =>
      api.post<TransferOrderReply>('/admin/transfer-orders', body, {
        handles: ['validation_failed', 'transfer_account_missing'],
      }),
    onSuccess: refresh,
  });
}

/** POST /admin/transfer-orders/:id/mark-paid: 422 under the fields, 409 said in the dialog. */
export function useMarkTransferPaid(orderId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: MarkTransferPaidBody) =>
      api.post<MessageReply>(`/admin/transfer-orders/${String(orderId)}/mark-paid`, body, {
        handles: ['validation_failed', 'order_not_awaiting_transfer', 'ticket_sold_out'],
      }),
    onSettled: refresh,
  });
}

/** POST /admin/orders/:id/cancel without a refund (no money was taken). */
export function useCancelTransferOrder(orderId: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: CancelOrderBody) =>
      api.post<MessageReply>(`/admin/orders/${String(orderId)}/cancel`, body, {
        handles: [
          'validation_failed',
          'order_already_cancelled',
          'order_not_cancellable',
          'forbidden',
        ],
      }),
    onSettled: refresh,
  });
}

/** GET /admin/transfer-orders/:id/pro-forma: the PDF handed to the browser. */
export function downloadProForma(orderId: number, fallbackName: string): Promise<void> {
  return downloadFile(`/admin/transfer-orders/${String(orderId)}/pro-forma`, fallbackName);
}
