import type { PaymentInitReply } from '@theatre/contracts';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { noAnswerMessage } from '../../../lib/no-answer';
import { notify } from '../../../lib/notify';
import { initPayment } from '../api/payment-api';
import { usePaymentStart } from '../stores/payment-start';
import { paymentText } from '../hooks/use-payment-translation';

/** docs/product.md §9: a payment error toast shows for 1.5 s. */
export const paymentErrorToastMs = 1500;

/** What a start's reply means (pure): go to the payment page, to the success page, or a failure. */
export type StartOutcome =
  { kind: 'redirect'; url: string } | { kind: 'paid' } | { kind: 'failed'; message: string | null };

/** Only a web address (http or https) is followed: never `javascript:` or the like. */
export function isPaymentUrl(url: string | undefined, base: string): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Retry payment (docs/product.md §4): status 1 redirects the browser to `url`; 2 means the order is
 * already paid (the success page); otherwise a failure with `msg` (pure).
 */
export function startOutcome(reply: PaymentInitReply, base: string): StartOutcome {
  if (reply.status === 1 && isPaymentUrl(reply.url, base))
    return { kind: 'redirect', url: reply.url };
  if (reply.status === 2) return { kind: 'paid' };
  return { kind: 'failed', message: reply.msg?.trim() || null };
}

interface StartOptions {
  /** To the success page (an order paid meanwhile). */
  onPaid: () => void;
  /** Leaves the shop for the payment page (SimplePay's, on another origin). */
  redirect?: (url: string) => void;
}

/**
 * Starts the order's payment: GET /payment/{id}, then SimplePay's page, the success page, or a
 * failure: a red toast with the server's `msg` for 1.5 s (docs/product.md §9) and the message kept
 * for the page. A refused call (403, 404, 409: the API client has told the visitor) or no response
 * at all are failures too.
 */
export async function startPayment(orderId: number, options: StartOptions): Promise<void> {
  const redirect = options.redirect ?? ((url: string) => window.location.assign(url));
  const t = paymentText();
  usePaymentStart.setState({ orderId, phase: 'starting', message: null });
  const fail = (message: string) => {
    usePaymentStart.setState({ orderId, phase: 'failed', message });
  };
  try {
    const outcome = startOutcome(await initPayment(orderId), window.location.href);
    switch (outcome.kind) {
      case 'redirect':
        usePaymentStart.setState({ orderId, phase: 'redirecting', message: null });
        redirect(outcome.url);
        return;
      case 'paid':
        usePaymentStart.setState({ orderId, phase: 'idle', message: null });
        options.onPaid();
        return;
      case 'failed': {
        const message = outcome.message ?? t('payment.start_failed');
        notify({ tone: 'error', message, autoClose: paymentErrorToastMs });
        fail(message);
        return;
      }
    }
  } catch (error) {
    if (error instanceof NetworkError) fail(noAnswerMessage(error, t('common.network_error')));
    else if (error instanceof ApiError)
      fail(error.body?.message.trim() || t('payment.start_failed'));
    else fail(t('payment.start_failed'));
  }
}
