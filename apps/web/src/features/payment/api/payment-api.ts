import { useQuery } from '@tanstack/react-query';
import type {
  PaymentInitReply,
  PaymentStatusReply,
  PaymentValidateBody,
  PaymentValidateReply,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Query keys of the payment calls (the order's, so they belong to the signed-in user). */
export const paymentKeys = {
  all: ['account', 'payment'] as const,
  status: (orderId: number) => [...paymentKeys.all, 'status', orderId] as const,
  validate: (r: string, s: string) => [...paymentKeys.all, 'validate', r, s] as const,
};

/** GET /payment/{id}: starts (or restarts) the order's payment (spec "Payment init response"). */
export function initPayment(orderId: number): Promise<PaymentInitReply> {
  return api.get<PaymentInitReply>(`/payment/${String(orderId)}`);
}

/** GET /payment/status/{id}: what the server knows of the order's payment. */
export function fetchPaymentStatus(
  orderId: number,
  signal?: AbortSignal,
  background = false,
): Promise<PaymentStatusReply> {
  return api.get<PaymentStatusReply>(`/payment/status/${String(orderId)}`, {
    ...(signal ? { signal } : {}),
    background,
  });
}

/**
 * POST /payment/validate with SimplePay's `r` and `s`: the result to show (not the payment's
 * state: only the server's IPN marks the order paid). A query, so the return page sends it once
 * however often React mounts it; never refetched by itself.
 */
export function usePaymentValidation(body: PaymentValidateBody | null) {
  return useQuery({
    queryKey: paymentKeys.validate(body?.r ?? '', body?.s ?? ''),
    queryFn: () => api.post<PaymentValidateReply>('/payment/validate', body),
    enabled: body !== null,
    // The check is safe to repeat (the server records the return once): a blip on the way back
    // from the bank (no network, 503 while the server sheds load) is asked again a few times
    // before the buyer sees an error; a refusal is final at once.
    retry: (failures, error) => failures < 3 && !isFinalRefusal(error),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A reply that will not change by asking again: the order is not the user's, or is unknown. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 422)
  );
}
