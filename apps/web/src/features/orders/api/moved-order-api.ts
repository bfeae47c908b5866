import { useMutation, useQuery } from '@tanstack/react-query';
import type { MovedOrder, MovedOrderRefundReply } from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

/*
 * A moved performance's buyer link (decision 0048): the order's tickets of it, and the refund.
 * The token is the only key; the texts come in the page's language.
 */

const movedKey = (token: string, locale: string) => ['performance-move', token, locale] as const;

const path = (token: string) => `/performance-moves/${encodeURIComponent(token)}`;

/** GET /performance-moves/{token}. */
export function useMovedOrder(token: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: movedKey(token, locale),
    queryFn: ({ signal }) => api.get<MovedOrder>(path(token), { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /performance-moves/{token}/refund: the page then shows the refunded tickets. */
export function useRefundMovedOrder(token: string) {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => api.post<MovedOrderRefundReply>(`${path(token)}/refund`, {}),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(movedKey(token, locale), reply.order);
    },
  });
}

/** The tickets PDF's address (a plain link: the browser downloads it). */
export const movedTicketsUrl = (token: string) => `/api${path(token)}/tickets`;
