import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CancelOrderBody,
  CancelOrderReply,
  RefundTicketsBody,
  RefundTicketsReply,
  MessageReply,
  PayOutRefundBody,
  SettleRefundBody,
  StaffOrderDetails,
  StaffOrdersReply,
  TillsReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { isSettling } from './order-rules';
import type { OrdersApiQuery } from './order-search';
import { adminKeys } from '../shared/admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/** While an order is settling (a refund, documents, e-mails), how often its page asks again. */
const settlingPollMs = 3000;
/** After this many quick refreshes, a slower pace (a refund the provider takes long with). */
const quickPolls = 40;
const slowPollMs = 30_000;

/** GET /admin/orders: the search, newest first, 50 a page (cashier, admin). */
export function useStaffOrders(query: OrdersApiQuery) {
  return useQuery({
    queryKey: adminKeys.orderSearch(query),
    queryFn: ({ signal }) =>
      api.get<StaffOrdersReply>('/admin/orders', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * GET /admin/orders/:id: the order with everything that happened to it. While something is on its
 * way (a refund SimplePay has not confirmed, a sztornó being issued, an e-mail in the queue) it is
 * asked again every few seconds, so the page shows the new state by itself. A 404 is the page's own
 * state (no toast).
 */
export function useStaffOrder(orderId: number) {
  return useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal, ...context }) =>
      api.get<StaffOrderDetails>(`/admin/orders/${String(orderId)}`, {
        signal,
        background: isRefetch(context),
        handles: ['order_not_found'],
      }),
    staleTime: 5_000,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order || !isSettling(order)) return false;
      return query.state.dataUpdateCount < quickPolls ? settlingPollMs : slowPollMs;
    },
  });
}

/**
 * POST /admin/orders/:id/resend-confirmation (cashier, admin): queues the confirmation e-mail
 * again. Silent: the page words the outcome itself (the server's message, not the generic 202
 * toast), and refreshes the order either way (its e-mails, or a state that changed meanwhile).
 */
export function useResendConfirmation(orderId: number) {
  return useMutation({
    mutationFn: () =>
      api.post<MessageReply>(`/admin/orders/${String(orderId)}/resend-confirmation`, undefined, {
        silent: true,
      }),
    onSettled: (_reply, _error, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
  });
}

/**
 * A change of an order that answers the order (cancel, refund of tickets): the reply's order is
 * shown at once; the searches show its new status and the box office's figures (a desk refund is
 * in a till's shift) are read again, after an error too.
 */
function showOrderReply(orderId: number) {
  return {
    onSuccess: (
      reply: { order: StaffOrderDetails },
      _body: unknown,
      _result: unknown,
      { client }: { client: QueryClient },
    ) => {
      client.setQueryData(adminKeys.order(orderId), reply.order);
    },
    onSettled: (
      _reply: unknown,
      _error: unknown,
      _body: unknown,
      _context: unknown,
      { client }: { client: QueryClient },
    ) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.orders() }),
        client.invalidateQueries({ queryKey: adminKeys.boxOffice() }),
      ]),
  };
}

/**
 * POST /admin/orders/:id/cancel (administrators; a cashier a box-office sale of their own open
 * shift): cancels the order, with or without a refund. The modal answers a bad reason or till
 * (422), a cancel that came too late (409) and a refusal (403) itself; the reply's order is shown
 * at once, and the searches and the box office's figures (a desk refund is in a till's shift)
 * are refreshed.
 */
export function useCancelOrder(orderId: number) {
  return useMutation({
    mutationFn: (body: CancelOrderBody) =>
      api.post<CancelOrderReply>(`/admin/orders/${String(orderId)}/cancel`, body, {
        handles: [
          'validation_failed',
          'order_already_cancelled',
          'order_not_cancellable',
          'forbidden',
        ],
      }),
    ...showOrderReply(orderId),
  });
}

/**
 * POST /admin/orders/:id/refund-tickets: some tickets of a paid order given back (decision 0039);
 * the page then shows the order as the server answers it.
 */
export function useRefundTickets(orderId: number) {
  return useMutation({
    mutationFn: (body: RefundTicketsBody) =>
      api.post<RefundTicketsReply>(`/admin/orders/${String(orderId)}/refund-tickets`, body, {
        handles: [
          'validation_failed',
          'order_already_cancelled',
          'refund_exceeds_payment',
          'forbidden',
        ],
      }),
    ...showOrderReply(orderId),
  });
}

/**
 * POST /admin/orders/:id/refunds/:refund_id/settle (administrators): records a refund SimplePay
 * refused for good as paid back by other means, with a note on how. The dialog answers a missing
 * note (422) and a refund no longer failed (409) itself; the reply's order is shown at once.
 */
export function useSettleRefund(orderId: number) {
  return useMutation({
    mutationFn: ({ refundId, note }: { refundId: number; note: string }) =>
      api.post<CancelOrderReply>(
        `/admin/orders/${String(orderId)}/refunds/${String(refundId)}/settle`,
        { note } satisfies SettleRefundBody,
        { handles: ['validation_failed', 'refund_not_failed', 'refund_not_found'] },
      ),
    onSuccess: (reply, _body, _result, { client }) => {
      client.setQueryData(adminKeys.order(orderId), reply.order);
    },
    onSettled: (_reply, _error, _body, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}

/** GET /admin/orders/:id/tickets: the tickets PDF of a paid order, saved under the server's name. */
export function downloadOrderTickets(orderId: number, fallbackName: string): Promise<void> {
  return downloadFile(`/admin/orders/${String(orderId)}/tickets`, fallbackName);
}

/** GET /admin/documents/:id/download: a receipt, an invoice or a sztornó, as PDF. */
export function downloadOrderDocument(documentId: number, fallbackName: string): Promise<void> {
  return downloadFile(`/admin/documents/${String(documentId)}/download`, fallbackName);
}

/**
 * GET /admin/box-office/tills (administrators): the tills a desk refund can be paid out of, for
 * the cancel dialog. Asked only while the dialog needs it; a failure is shown in the dialog.
 */
export function useTills(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.tills(),
    queryFn: ({ signal }) =>
      api.get<TillsReply>('/admin/box-office/tills', { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}

/** A desk refund that waited for the buyer, paid out of a till (decision 0047). */
export function usePayOutRefund(orderId: number) {
  return useMutation({
    mutationFn: ({ refundId, tillId }: { refundId: number; tillId: number | null }) =>
      api.post<CancelOrderReply>(
        `/admin/orders/${String(orderId)}/refunds/${String(refundId)}/pay-out`,
        (tillId === null ? {} : { refund_till_id: tillId }) satisfies PayOutRefundBody,
        { handles: ['validation_failed', 'refund_not_waiting', 'refund_not_found'] },
      ),
    ...showOrderReply(orderId),
  });
}
