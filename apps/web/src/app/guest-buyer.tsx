import { useMemo } from 'react';
import type { PurchasePassData } from '../features/guest/stores/purchase-pass-store';
import { GuestOrderDocuments } from '../features/orders/components/guest-order-documents';
import type { PaymentGuest } from '../features/payment/hooks/use-payment-guest';

/** A guest's downloads of the paid order on the payment pages (the orders feature). */
function guestDocuments(orderId: number) {
  return <GuestOrderDocuments orderId={orderId} />;
}

/**
 * The payment pages' guest buyer (no profile; where the tickets go; the paid order's downloads),
 * or null for a user.
 */
export function useGuestBuyer(pass: PurchasePassData | null): PaymentGuest | null {
  const email = pass?.email ?? null;
  const delivery = pass?.ticket_delivery ?? null;
  return useMemo(
    () => (email === null ? null : { email, delivery, documents: guestDocuments }),
    [email, delivery],
  );
}
