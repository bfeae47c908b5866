import { useSearchParams } from 'react-router';
import { RequireAuth } from '../../features/account/components/require-auth';
import { PaymentReturnView } from '../../features/payment/components/payment-return-view';
import { PaymentGuestContext } from '../../features/payment/hooks/use-payment-guest';
import { useGuestBuyer } from '../guest-buyer';
import { connectGuestSession, useGuestPass } from '../guest-session';

// SimplePay's return is a fresh page load: a guest's calls need the purchase link's token.
connectGuestSession();

/**
 * `/payment/return?r=…&s=…`: SimplePay sends the buyer back here (docs/product.md §2); a signed-in
 * user, or a guest with a purchase link.
 */
export function Component() {
  const [params] = useSearchParams();
  const pass = useGuestPass();
  const guest = useGuestBuyer(pass);
  return (
    <RequireAuth allow={guest !== null}>
      <PaymentGuestContext value={guest}>
        <PaymentReturnView r={params.get('r')} s={params.get('s')} />
      </PaymentGuestContext>
    </RequireAuth>
  );
}
