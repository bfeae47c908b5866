import type { TicketDelivery } from '@theatre/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The buyer of the payment pages when it is a guest (a purchase link, no account): the pages
 * then offer no profile, and tell where the tickets go. The app provides it; null for a user.
 */
export interface PaymentGuest {
  email: string;
  /** The delivery chosen with the order in this browser; null when not known here. */
  delivery: TicketDelivery | null;
  /**
   * The paid order's downloads (its tickets and receipt) for the success screen; the app
   * composes them (the orders feature).
   */
  documents?: ((orderId: number) => ReactNode) | undefined;
}

export const PaymentGuestContext = createContext<PaymentGuest | null>(null);

/** The guest buyer of the page, or null for a signed-in user. */
export function usePaymentGuest(): PaymentGuest | null {
  return useContext(PaymentGuestContext);
}
