import type { PaymentState, PaymentStatusReply, PaymentValidateReply } from '@theatre/contracts';

/** The result screens (docs/product.md §2 "Payment result screens", SimplePay's required texts). */
export type ScreenKind =
  'waiting' | 'success' | 'failed' | 'cancelled' | 'timeout' | 'expired' | 'refunded' | 'withdrawn';

export interface PaymentScreen {
  kind: ScreenKind;
  /**
   * SimplePay's transaction id, shown on success and failure only: never on a cancelled or
   * timed-out payment (SimplePay's go-live test checks this).
   */
  transactionId: string | null;
  /** "Try again" starts a new payment of the order (GET /payment/{id}). */
  retry: boolean;
}

/** Where the return page goes with SimplePay's back event: on to wait for the bank, or a screen. */
export type ReturnOutcome =
  { next: 'pending'; orderId: number } | { next: 'screen'; screen: PaymentScreen };

/**
 * The back redirect's event (pure). SUCCESS is not yet a payment (only the server's IPN says so):
 * the buyer waits for the bank's confirmation. FAIL shows the transaction id; CANCEL and TIMEOUT do
 * not. The order stays payable after each, so "Try again" is offered.
 */
export function returnOutcome(reply: PaymentValidateReply): ReturnOutcome {
  switch (reply.event) {
    case 'SUCCESS':
      return { next: 'pending', orderId: reply.order_id };
    case 'FAIL':
      return {
        next: 'screen',
        screen: { kind: 'failed', transactionId: reply.transaction_id, retry: true },
      };
    case 'CANCEL':
      return { next: 'screen', screen: { kind: 'cancelled', transactionId: null, retry: true } };
    case 'TIMEOUT':
      return { next: 'screen', screen: { kind: 'timeout', transactionId: null, retry: true } };
  }
}

const kindOfState: Record<PaymentState, ScreenKind> = {
  waiting: 'waiting',
  paid: 'success',
  failed: 'failed',
  cancelled: 'cancelled',
  timeout: 'timeout',
  expired: 'expired',
  refunded: 'refunded',
  withdrawn: 'withdrawn',
};

/**
 * The screen for the payment's state as the server knows it (pure): the transaction id on
 * success and failure only; "Try again" when the last attempt did not pay and the order can
 * still be paid (`retryable`).
 */
export function statusScreen(reply: PaymentStatusReply): PaymentScreen {
  const kind = kindOfState[reply.state];
  const showsId = kind === 'success' || kind === 'failed';
  const canRetry = kind === 'failed' || kind === 'cancelled' || kind === 'timeout';
  return {
    kind,
    transactionId: showsId ? reply.transaction_id : null,
    retry: canRetry && reply.retryable,
  };
}

/** Whether the pending page keeps asking (pure). */
export function isSettled(reply: PaymentStatusReply | undefined): boolean {
  return reply !== undefined && reply.state !== 'waiting';
}
