import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../features/account/components/require-auth';
import { PaymentPendingView } from '../../features/payment/components/payment-pending-view';
import { orderIdParam } from '../../features/payment/lib/order-id';
import { PaymentGuestContext } from '../../features/payment/hooks/use-payment-guest';
import { useGuestBuyer } from '../guest-buyer';
import { connectGuestSession, useGuestPass } from '../guest-session';

connectGuestSession();

/**
 * `/payment/pending?order={id}`: waiting for the bank's response (docs/product.md §2); a signed-in
 * user, or a guest with a purchase link.
 */
export function Component() {
  const [params] = useSearchParams();
  const pass = useGuestPass();
  const guest = useGuestBuyer(pass);
  return (
    <RequireAuth allow={guest !== null}>
      <PaymentGuestContext value={guest}>
        <PaymentPendingView orderId={orderIdParam(params.get('order'))} />
      </PaymentGuestContext>
    </RequireAuth>
  );
}
