import { useMutation, useQuery } from '@tanstack/react-query';
import type { SettleAlertBody, SettleAlertReply, StaffAlert } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { isRefetch } from '../../../lib/background-fetch';

/**
 * GET /admin/alerts (cashier, admin): what needs attention, newest first; asked again every
 * minute, as the overview's figures are.
 */
export function useOpenAlerts() {
  return useQuery({
    queryKey: adminKeys.alerts(),
    queryFn: ({ signal, ...context }) =>
      api.get<StaffAlert[]>('/admin/alerts', { signal, background: isRefetch(context) }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/**
 * POST /admin/alerts/:id/settle (administrators): records how an alert was settled. The dialog
 * answers a missing note (422) and an alert someone settled first (409) itself; afterwards the
 * lists and the alert's order are asked again (its page shows the settlement in its history).
 */
export function useSettleAlert() {
  return useMutation({
    mutationFn: ({ alertId, note }: { alertId: number; note: string }) =>
      api.post<SettleAlertReply>(
        `/admin/alerts/${String(alertId)}/settle`,
        { note } satisfies SettleAlertBody,
        { handles: ['validation_failed', 'alert_already_settled', 'alert_not_found'] },
      ),
    onSettled: async (reply, _error, _body, _context, { client }) => {
      await client.invalidateQueries({ queryKey: adminKeys.alerts() });
      const orderId = reply?.alert.order_id;
      if (orderId !== null && orderId !== undefined) {
        await client.invalidateQueries({ queryKey: adminKeys.order(orderId) });
      } else {
        await client.invalidateQueries({ queryKey: adminKeys.orders() });
      }
    },
  });
}
