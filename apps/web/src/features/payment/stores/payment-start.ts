import { create } from 'zustand';

/**
 * The start of an order's payment (GET /payment/{id}) as the pages show it: under way, on its
 * way to SimplePay's page, or refused (with the message shown). One at a time. Not persisted: a
 * page reloaded, or come back to from SimplePay, starts idle.
 */
export type StartPhase = 'idle' | 'starting' | 'redirecting' | 'failed';

interface PaymentStartState {
  orderId: number | null;
  phase: StartPhase;
  message: string | null;
}

export const usePaymentStart = create<PaymentStartState>()(() => ({
  orderId: null,
  phase: 'idle',
  message: null,
}));

/** The phase of `orderId`'s start (idle for any other order). */
export function startPhaseOf(state: PaymentStartState, orderId: number): StartPhase {
  return state.orderId === orderId ? state.phase : 'idle';
}

// Back from SimplePay's page through the browser's cache (bfcache): the page comes back as it was
// left, "redirecting"; it is idle again, so the buyer can pay or go elsewhere.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && usePaymentStart.getState().phase === 'redirecting') {
      usePaymentStart.setState({ phase: 'idle', message: null });
    }
  });
}
