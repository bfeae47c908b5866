import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExchangeBody, ExchangeOptionsReply, ExchangeReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/** GET /admin/orders/:id/exchange: the tickets that may be exchanged and the target dates. */
export function useExchangeOptions(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.order(orderId), 'exchange'] as const,
    queryFn: ({ signal }) =>
      api.get<ExchangeOptionsReply>(`/admin/orders/${String(orderId)}/exchange`, {
        signal,
        silent: true,
      }),
    enabled,
    staleTime: 0,
  });
}

const handles = [
  'validation_failed',
  'tickets_exchanged',
  'exchange_not_allowed',
  'ticket_sold_out',
  'seat_taken',
  'not_enough_adjacent_seats',
  'refund_exceeds_payment',
] as const;

/** POST /admin/orders/:id/exchange with `dry_run`: the figures, nothing changed. */
export function useExchangePreview(orderId: number) {
  return useMutation({
    mutationFn: (body: ExchangeBody) =>
      api.post<ExchangeReply>(
        `/admin/orders/${String(orderId)}/exchange`,
        { ...body, dry_run: true },
        { handles: [...handles] },
      ),
  });
}

/**
 * POST /admin/orders/:id/exchange (decision 0050): the exchange itself; the page then shows the
 * old order as the server answers it (with the new order linked), and the options are asked anew.
 */
export function useExchangeTickets(orderId: number) {
  return useMutation({
    mutationFn: (body: ExchangeBody) =>
      api.post<ExchangeReply>(
        `/admin/orders/${String(orderId)}/exchange`,
        { ...body, dry_run: false },
        { handles: [...handles] },
      ),
    onSuccess: (reply, _body, _result, { client }) => {
      if (reply.order) client.setQueryData(adminKeys.order(orderId), reply.order);
    },
    onSettled: (_reply, _error, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
