import { useQuery } from '@tanstack/react-query';
import type { OrderItemsReply, UserOrdersReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { documentsPending } from '../lib/order-documents';
import { isRefetch } from '../../../lib/background-fetch';

/**
 * Query keys of the buyer's orders: under `account`, so they are dropped with the session (a
 * guest's, by the purchase link's token, apart from a user's).
 */
export const orderKeys = {
  all: ['account', 'orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  guest: () => [...orderKeys.all, 'guest'] as const,
  items: (orderId: number) => [...orderKeys.all, 'items', orderId] as const,
};

/** How often, and how many times, the list asks again while a paid order's documents are issued. */
const pendingPollMs = 3000;
const pendingPolls = 40;

/**
 * GET /user_orders: the buyer's orders, newest first (a guest's: the purchase link's order). While
 * a paid order's documents are still being issued (a background job), asked again every few
 * seconds for a while, so the downloads appear by themselves.
 */
export function useUserOrders({ guest = false }: { guest?: boolean } = {}) {
  return useQuery({
    queryKey: guest ? orderKeys.guest() : orderKeys.list(),
    queryFn: ({ signal, ...context }) =>
      api.get<UserOrdersReply>('/user_orders', { signal, background: isRefetch(context) }),
    staleTime: 10_000,
    refetchInterval: (query) =>
      query.state.data?.some(documentsPending) && query.state.dataUpdateCount < pendingPolls
        ? pendingPollMs
        : false,
  });
}

/** GET /order/{id}/items: an order's lines for its details (only while they are shown). */
export function useOrderItems(orderId: number | null) {
  return useQuery({
    queryKey: orderKeys.items(orderId ?? 0),
    queryFn: ({ signal }) =>
      api.get<OrderItemsReply>(`/order/${String(orderId)}/items`, { signal }),
    enabled: orderId !== null,
    staleTime: 5 * 60_000,
  });
}
